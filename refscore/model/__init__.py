"""The typed model of a variant and of a deal record, the rule ids they cite and the fingerprint of
a variant's rules. Built from already-parsed data: reading files is `refscore.load`'s."""
