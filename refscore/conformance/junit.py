"""JUnit XML for CI systems: one test suite per variant, one test case per case, failures with details.

Why JUnit: it is the one report format every CI system can display without a plugin.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from .runner import FAIL, SKIP, RunReport, by_variant


def _fingerprint(variant: str) -> str | None:
    """The fingerprint of a shipped variant, or None for a name that is not one."""
    from refscore.base.errors import RefscoreError
    from refscore.load.variant_loader import shipped_names, shipped_variant

    if variant not in shipped_names():
        return None
    try:
        return shipped_variant(variant).fingerprint
    except RefscoreError:
        return None


def junit_xml(report: RunReport) -> ET.ElementTree:
    root = ET.Element("testsuites", name="refscore conformance", time=f"{report.seconds:.3f}")
    for variant, results in by_variant(report.results):
        suite = ET.SubElement(
            root,
            "testsuite",
            name=f"conformance.{variant}",
            tests=str(len(results)),
            failures=str(sum(1 for r in results if r.outcome == FAIL)),
            skipped=str(sum(1 for r in results if r.outcome == SKIP)),
            errors="0",
            time=f"{sum(r.seconds for r in results):.3f}",
        )
        stamp = _fingerprint(variant)
        if stamp is not None:  # the rules the suite ran under (refscore/model/fingerprint.py)
            ET.SubElement(ET.SubElement(suite, "properties"), "property", name="fingerprint", value=stamp)
        for result in results:
            case = result.test.case
            element = ET.SubElement(
                suite,
                "testcase",
                classname=f"conformance.{variant}.{Path(case.file).stem}",
                name=case.id,
                time=f"{result.seconds:.3f}",
            )
            properties = ET.SubElement(element, "properties")
            ET.SubElement(properties, "property", name="rules", value=" ".join(case.rules))
            ET.SubElement(properties, "property", name="kind", value=case.kind)
            if result.outcome == FAIL:
                details = [m.render() for m in result.mismatches] or [result.message]
                failure = ET.SubElement(element, "failure", message=details[0], type="mismatch")
                failure.text = "\n".join([case.description, *details])
            elif result.outcome == SKIP:
                ET.SubElement(element, "skipped", message=result.message)
    return ET.ElementTree(root)


def write_junit(report: RunReport, path: str) -> None:
    tree = junit_xml(report)
    ET.indent(tree)
    tree.write(path, encoding="utf-8", xml_declaration=True)
