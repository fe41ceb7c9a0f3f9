# ruff: noqa
# mypy: ignore-errors
"""Dataclass methods compiled ahead of time (generated: do not edit).

Written by `python tools/regenerate.py precompiled_methods`; read by `refscore.base.precompiled`
(why: see there). Each function below is the text `dataclasses` compiles for one method of
a class decorated by `refscore.base.precompiled.dataclass`, formatted; `COMPILED` maps that text
to it. Written by, and used only on, the Python version `PYTHON`: another version's texts
differ, and are compiled as usual. `tests/base/test_precompiled.py` fails when it is stale."""

from types import FunctionType

PYTHON = (3, 11)

COMPILED: dict[str, FunctionType] = {}


def __create_fn__(
    _type_lead,
    _type_at,
    _type_sep,
    _type_expected,
    _type_rule,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_lead,
    _dflt_at,
    _dflt_sep,
    _dflt_expected,
    _dflt_rule,
    _return_type,
):
    def __init__(
        self,
        lead: _type_lead = _dflt_lead,
        at: _type_at = _dflt_at,
        sep: _type_sep = _dflt_sep,
        expected: _type_expected = _dflt_expected,
        rule: _type_rule = _dflt_rule,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "lead", lead)
        __dataclass_builtins_object__.__setattr__(self, "at", at)
        __dataclass_builtins_object__.__setattr__(self, "sep", sep)
        __dataclass_builtins_object__.__setattr__(self, "expected", expected)
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)

    return __init__


COMPILED[
    "def __create_fn__(_type_lead, _type_at, _type_sep, _type_expected, _type_rule, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lead, _dflt_at, _dflt_sep, _dflt_expected, _dflt_rule, _return_type):\n def __init__(self,lead:_type_lead=_dflt_lead,at:_type_at=_dflt_at,sep:_type_sep=_dflt_sep,expected:_type_expected=_dflt_expected,rule:_type_rule=_dflt_rule)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'lead',lead)\n  __dataclass_builtins_object__.__setattr__(self,'at',at)\n  __dataclass_builtins_object__.__setattr__(self,'sep',sep)\n  __dataclass_builtins_object__.__setattr__(self,'expected',expected)\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(lead={self.lead!r}, at={self.at!r}, sep={self.sep!r}, expected={self.expected!r}, rule={self.rule!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(lead={self.lead!r}, at={self.at!r}, sep={self.sep!r}, expected={self.expected!r}, rule={self.rule!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.lead,
                self.at,
                self.sep,
                self.expected,
                self.rule,
            ) == (
                other.lead,
                other.at,
                other.sep,
                other.expected,
                other.rule,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.lead,self.at,self.sep,self.expected,self.rule,)==(other.lead,other.at,other.sep,other.expected,other.rule,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "lead",
            "at",
            "sep",
            "expected",
            "rule",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('lead','at','sep','expected','rule',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "lead",
            "at",
            "sep",
            "expected",
            "rule",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('lead','at','sep','expected','rule',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.lead,
                self.at,
                self.sep,
                self.expected,
                self.rule,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.lead,self.at,self.sep,self.expected,self.rule,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_name, _type_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type
):
    def __init__(self, name: _type_name, type: _type_type) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "name", name)
        __dataclass_builtins_object__.__setattr__(self, "type", type)

    return __init__


COMPILED[
    "def __create_fn__(_type_name, _type_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,type:_type_type)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(name={self.name!r}, type={self.type!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, type={self.type!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.name,
                self.type,
            ) == (
                other.name,
                other.type,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.type,)==(other.name,other.type,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "name",
            "type",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('name','type',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "name",
            "type",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('name','type',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.name,
                self.type,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.type,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_fn,
    _type_type,
    _type_start,
    _type_end,
    _type_value,
    _type_code,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_value,
    _dflt_code,
    _return_type,
):
    def __init__(
        self,
        fn: _type_fn,
        type: _type_type,
        start: _type_start,
        end: _type_end,
        value: _type_value = _dflt_value,
        code: _type_code = _dflt_code,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "fn", fn)
        __dataclass_builtins_object__.__setattr__(self, "type", type)
        __dataclass_builtins_object__.__setattr__(self, "start", start)
        __dataclass_builtins_object__.__setattr__(self, "end", end)
        __dataclass_builtins_object__.__setattr__(self, "value", value)
        __dataclass_builtins_object__.__setattr__(self, "code", code)

    return __init__


COMPILED[
    "def __create_fn__(_type_fn, _type_type, _type_start, _type_end, _type_value, _type_code, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_value, _dflt_code, _return_type):\n def __init__(self,fn:_type_fn,type:_type_type,start:_type_start,end:_type_end,value:_type_value=_dflt_value,code:_type_code=_dflt_code)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'fn',fn)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'start',start)\n  __dataclass_builtins_object__.__setattr__(self,'end',end)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(fn={self.fn!r}, type={self.type!r}, start={self.start!r}, end={self.end!r}, value={self.value!r}, code={self.code!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(fn={self.fn!r}, type={self.type!r}, start={self.start!r}, end={self.end!r}, value={self.value!r}, code={self.code!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.fn,
                self.type,
                self.start,
                self.end,
                self.value,
                self.code,
            ) == (
                other.fn,
                other.type,
                other.start,
                other.end,
                other.value,
                other.code,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.fn,self.type,self.start,self.end,self.value,self.code,)==(other.fn,other.type,other.start,other.end,other.value,other.code,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "fn",
            "type",
            "start",
            "end",
            "value",
            "code",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('fn','type','start','end','value','code',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "fn",
            "type",
            "start",
            "end",
            "value",
            "code",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('fn','type','start','end','value','code',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.fn,
                self.type,
                self.start,
                self.end,
                self.value,
                self.code,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.fn,self.type,self.start,self.end,self.value,self.code,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_text,
    _type_result_type,
    _type_names,
    _type__fn,
    _type__pieces,
    _type_can_fail,
    _type__types,
    _type__tree,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_can_fail,
    _dflt__types,
    _dflt__tree,
    _return_type,
):
    def __init__(
        self,
        text: _type_text,
        result_type: _type_result_type,
        names: _type_names,
        _fn: _type__fn,
        _pieces: _type__pieces,
        can_fail: _type_can_fail = _dflt_can_fail,
        _types: _type__types = _HAS_DEFAULT_FACTORY,
        _tree: _type__tree = _dflt__tree,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "text", text)
        __dataclass_builtins_object__.__setattr__(self, "result_type", result_type)
        __dataclass_builtins_object__.__setattr__(self, "names", names)
        __dataclass_builtins_object__.__setattr__(self, "_fn", _fn)
        __dataclass_builtins_object__.__setattr__(self, "_pieces", _pieces)
        __dataclass_builtins_object__.__setattr__(self, "can_fail", can_fail)
        __dataclass_builtins_object__.__setattr__(
            self, "_types", _dflt__types() if _types is _HAS_DEFAULT_FACTORY else _types
        )
        __dataclass_builtins_object__.__setattr__(self, "_tree", _tree)

    return __init__


COMPILED[
    "def __create_fn__(_type_text, _type_result_type, _type_names, _type__fn, _type__pieces, _type_can_fail, _type__types, _type__tree, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_can_fail, _dflt__types, _dflt__tree, _return_type):\n def __init__(self,text:_type_text,result_type:_type_result_type,names:_type_names,_fn:_type__fn,_pieces:_type__pieces,can_fail:_type_can_fail=_dflt_can_fail,_types:_type__types=_HAS_DEFAULT_FACTORY,_tree:_type__tree=_dflt__tree)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n  __dataclass_builtins_object__.__setattr__(self,'result_type',result_type)\n  __dataclass_builtins_object__.__setattr__(self,'names',names)\n  __dataclass_builtins_object__.__setattr__(self,'_fn',_fn)\n  __dataclass_builtins_object__.__setattr__(self,'_pieces',_pieces)\n  __dataclass_builtins_object__.__setattr__(self,'can_fail',can_fail)\n  __dataclass_builtins_object__.__setattr__(self,'_types',_dflt__types() if _types is _HAS_DEFAULT_FACTORY else _types)\n  __dataclass_builtins_object__.__setattr__(self,'_tree',_tree)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(text={self.text!r}, result_type={self.result_type!r}, names={self.names!r}, can_fail={self.can_fail!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(text={self.text!r}, result_type={self.result_type!r}, names={self.names!r}, can_fail={self.can_fail!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.text,
                self.result_type,
                self.names,
            ) == (
                other.text,
                other.result_type,
                other.names,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.text,self.result_type,self.names,)==(other.text,other.result_type,other.names,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "text",
            "result_type",
            "names",
            "_fn",
            "_pieces",
            "can_fail",
            "_types",
            "_tree",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('text','result_type','names','_fn','_pieces','can_fail','_types','_tree',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "text",
            "result_type",
            "names",
            "_fn",
            "_pieces",
            "can_fail",
            "_types",
            "_tree",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('text','result_type','names','_fn','_pieces','can_fail','_types','_tree',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.text,
                self.result_type,
                self.names,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.text,self.result_type,self.names,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_number,
    _type_id,
    _type_title,
    _type_text,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, number: _type_number, id: _type_id, title: _type_title, text: _type_text
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "number", number)
        __dataclass_builtins_object__.__setattr__(self, "id", id)
        __dataclass_builtins_object__.__setattr__(self, "title", title)
        __dataclass_builtins_object__.__setattr__(self, "text", text)

    return __init__


COMPILED[
    "def __create_fn__(_type_number, _type_id, _type_title, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,number:_type_number,id:_type_id,title:_type_title,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'number',number)\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(number={self.number!r}, id={self.id!r}, title={self.title!r}, text={self.text!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(number={self.number!r}, id={self.id!r}, title={self.title!r}, text={self.text!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.number,
                self.id,
                self.title,
                self.text,
            ) == (
                other.number,
                other.id,
                other.title,
                other.text,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.number,self.id,self.title,self.text,)==(other.number,other.id,other.title,other.text,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "number",
            "id",
            "title",
            "text",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('number','id','title','text',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "number",
            "id",
            "title",
            "text",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('number','id','title','text',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.number,
                self.id,
                self.title,
                self.text,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.number,self.id,self.title,self.text,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_name,
    _type_strength,
    _type_points,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(self, name: _type_name, strength: _type_strength, points: _type_points) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "name", name)
        __dataclass_builtins_object__.__setattr__(self, "strength", strength)
        __dataclass_builtins_object__.__setattr__(self, "points", points)

    return __init__


COMPILED[
    "def __create_fn__(_type_name, _type_strength, _type_points, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,strength:_type_strength,points:_type_points)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'strength',strength)\n  __dataclass_builtins_object__.__setattr__(self,'points',points)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(name={self.name!r}, strength={self.strength!r}, points={self.points!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, strength={self.strength!r}, points={self.points!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.name,
                self.strength,
                self.points,
            ) == (
                other.name,
                other.strength,
                other.points,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.strength,self.points,)==(other.name,other.strength,other.points,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "name",
            "strength",
            "points",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('name','strength','points',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "name",
            "strength",
            "points",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('name','strength','points',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.name,
                self.strength,
                self.points,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.strength,self.points,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_kind,
    _type_trump_table,
    _type_other_table,
    _type_belote,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        kind: _type_kind,
        trump_table: _type_trump_table,
        other_table: _type_other_table,
        belote: _type_belote,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "trump_table", trump_table)
        __dataclass_builtins_object__.__setattr__(self, "other_table", other_table)
        __dataclass_builtins_object__.__setattr__(self, "belote", belote)

    return __init__


COMPILED[
    "def __create_fn__(_type_kind, _type_trump_table, _type_other_table, _type_belote, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,trump_table:_type_trump_table,other_table:_type_other_table,belote:_type_belote)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'trump_table',trump_table)\n  __dataclass_builtins_object__.__setattr__(self,'other_table',other_table)\n  __dataclass_builtins_object__.__setattr__(self,'belote',belote)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(kind={self.kind!r}, trump_table={self.trump_table!r}, other_table={self.other_table!r}, belote={self.belote!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, trump_table={self.trump_table!r}, other_table={self.other_table!r}, belote={self.belote!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.kind,
                self.trump_table,
                self.other_table,
                self.belote,
            ) == (
                other.kind,
                other.trump_table,
                other.other_table,
                other.belote,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.trump_table,self.other_table,self.belote,)==(other.kind,other.trump_table,other.other_table,other.belote,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "kind",
            "trump_table",
            "other_table",
            "belote",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('kind','trump_table','other_table','belote',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "kind",
            "trump_table",
            "other_table",
            "belote",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('kind','trump_table','other_table','belote',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.kind,
                self.trump_table,
                self.other_table,
                self.belote,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.trump_table,self.other_table,self.belote,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_name,
    _type_value,
    _type_made,
    _type_ends_bidding,
    _type_coinchable,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        name: _type_name,
        value: _type_value,
        made: _type_made,
        ends_bidding: _type_ends_bidding,
        coinchable: _type_coinchable,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "name", name)
        __dataclass_builtins_object__.__setattr__(self, "value", value)
        __dataclass_builtins_object__.__setattr__(self, "made", made)
        __dataclass_builtins_object__.__setattr__(self, "ends_bidding", ends_bidding)
        __dataclass_builtins_object__.__setattr__(self, "coinchable", coinchable)

    return __init__


COMPILED[
    "def __create_fn__(_type_name, _type_value, _type_made, _type_ends_bidding, _type_coinchable, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,value:_type_value,made:_type_made,ends_bidding:_type_ends_bidding,coinchable:_type_coinchable)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'made',made)\n  __dataclass_builtins_object__.__setattr__(self,'ends_bidding',ends_bidding)\n  __dataclass_builtins_object__.__setattr__(self,'coinchable',coinchable)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(name={self.name!r}, value={self.value!r}, made={self.made!r}, ends_bidding={self.ends_bidding!r}, coinchable={self.coinchable!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, value={self.value!r}, made={self.made!r}, ends_bidding={self.ends_bidding!r}, coinchable={self.coinchable!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.name,
                self.value,
                self.made,
                self.ends_bidding,
                self.coinchable,
            ) == (
                other.name,
                other.value,
                other.made,
                other.ends_bidding,
                other.coinchable,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.value,self.made,self.ends_bidding,self.coinchable,)==(other.name,other.value,other.made,other.ends_bidding,other.coinchable,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "name",
            "value",
            "made",
            "ends_bidding",
            "coinchable",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('name','value','made','ends_bidding','coinchable',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "name",
            "value",
            "made",
            "ends_bidding",
            "coinchable",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('name','value','made','ends_bidding','coinchable',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.name,
                self.value,
                self.made,
                self.ends_bidding,
                self.coinchable,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.value,self.made,self.ends_bidding,self.coinchable,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_kind,
    _type_floor,
    _type_step,
    _type_ceiling,
    _type_special_bids,
    _type_trump_modes,
    _type_bid_after_pass,
    _type_passes_to_end,
    _type_coinche,
    _type_coinche_multiplier,
    _type_coinche_freezes_bidding,
    _type_surcoinche,
    _type_surcoinche_multiplier,
    _type_surcoinche_ends_auction,
    _type_coinche_by,
    _type_partner_after_coinche,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_coinche_by,
    _dflt_partner_after_coinche,
    _return_type,
):
    def __init__(
        self,
        kind: _type_kind,
        floor: _type_floor,
        step: _type_step,
        ceiling: _type_ceiling,
        special_bids: _type_special_bids,
        trump_modes: _type_trump_modes,
        bid_after_pass: _type_bid_after_pass,
        passes_to_end: _type_passes_to_end,
        coinche: _type_coinche,
        coinche_multiplier: _type_coinche_multiplier,
        coinche_freezes_bidding: _type_coinche_freezes_bidding,
        surcoinche: _type_surcoinche,
        surcoinche_multiplier: _type_surcoinche_multiplier,
        surcoinche_ends_auction: _type_surcoinche_ends_auction,
        coinche_by: _type_coinche_by = _dflt_coinche_by,
        partner_after_coinche: _type_partner_after_coinche = _dflt_partner_after_coinche,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "floor", floor)
        __dataclass_builtins_object__.__setattr__(self, "step", step)
        __dataclass_builtins_object__.__setattr__(self, "ceiling", ceiling)
        __dataclass_builtins_object__.__setattr__(self, "special_bids", special_bids)
        __dataclass_builtins_object__.__setattr__(self, "trump_modes", trump_modes)
        __dataclass_builtins_object__.__setattr__(self, "bid_after_pass", bid_after_pass)
        __dataclass_builtins_object__.__setattr__(self, "passes_to_end", passes_to_end)
        __dataclass_builtins_object__.__setattr__(self, "coinche", coinche)
        __dataclass_builtins_object__.__setattr__(self, "coinche_multiplier", coinche_multiplier)
        __dataclass_builtins_object__.__setattr__(self, "coinche_freezes_bidding", coinche_freezes_bidding)
        __dataclass_builtins_object__.__setattr__(self, "surcoinche", surcoinche)
        __dataclass_builtins_object__.__setattr__(self, "surcoinche_multiplier", surcoinche_multiplier)
        __dataclass_builtins_object__.__setattr__(self, "surcoinche_ends_auction", surcoinche_ends_auction)
        __dataclass_builtins_object__.__setattr__(self, "coinche_by", coinche_by)
        __dataclass_builtins_object__.__setattr__(self, "partner_after_coinche", partner_after_coinche)

    return __init__


COMPILED[
    "def __create_fn__(_type_kind, _type_floor, _type_step, _type_ceiling, _type_special_bids, _type_trump_modes, _type_bid_after_pass, _type_passes_to_end, _type_coinche, _type_coinche_multiplier, _type_coinche_freezes_bidding, _type_surcoinche, _type_surcoinche_multiplier, _type_surcoinche_ends_auction, _type_coinche_by, _type_partner_after_coinche, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_coinche_by, _dflt_partner_after_coinche, _return_type):\n def __init__(self,kind:_type_kind,floor:_type_floor,step:_type_step,ceiling:_type_ceiling,special_bids:_type_special_bids,trump_modes:_type_trump_modes,bid_after_pass:_type_bid_after_pass,passes_to_end:_type_passes_to_end,coinche:_type_coinche,coinche_multiplier:_type_coinche_multiplier,coinche_freezes_bidding:_type_coinche_freezes_bidding,surcoinche:_type_surcoinche,surcoinche_multiplier:_type_surcoinche_multiplier,surcoinche_ends_auction:_type_surcoinche_ends_auction,coinche_by:_type_coinche_by=_dflt_coinche_by,partner_after_coinche:_type_partner_after_coinche=_dflt_partner_after_coinche)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'floor',floor)\n  __dataclass_builtins_object__.__setattr__(self,'step',step)\n  __dataclass_builtins_object__.__setattr__(self,'ceiling',ceiling)\n  __dataclass_builtins_object__.__setattr__(self,'special_bids',special_bids)\n  __dataclass_builtins_object__.__setattr__(self,'trump_modes',trump_modes)\n  __dataclass_builtins_object__.__setattr__(self,'bid_after_pass',bid_after_pass)\n  __dataclass_builtins_object__.__setattr__(self,'passes_to_end',passes_to_end)\n  __dataclass_builtins_object__.__setattr__(self,'coinche',coinche)\n  __dataclass_builtins_object__.__setattr__(self,'coinche_multiplier',coinche_multiplier)\n  __dataclass_builtins_object__.__setattr__(self,'coinche_freezes_bidding',coinche_freezes_bidding)\n  __dataclass_builtins_object__.__setattr__(self,'surcoinche',surcoinche)\n  __dataclass_builtins_object__.__setattr__(self,'surcoinche_multiplier',surcoinche_multiplier)\n  __dataclass_builtins_object__.__setattr__(self,'surcoinche_ends_auction',surcoinche_ends_auction)\n  __dataclass_builtins_object__.__setattr__(self,'coinche_by',coinche_by)\n  __dataclass_builtins_object__.__setattr__(self,'partner_after_coinche',partner_after_coinche)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(kind={self.kind!r}, floor={self.floor!r}, step={self.step!r}, ceiling={self.ceiling!r}, special_bids={self.special_bids!r}, trump_modes={self.trump_modes!r}, bid_after_pass={self.bid_after_pass!r}, passes_to_end={self.passes_to_end!r}, coinche={self.coinche!r}, coinche_multiplier={self.coinche_multiplier!r}, coinche_freezes_bidding={self.coinche_freezes_bidding!r}, surcoinche={self.surcoinche!r}, surcoinche_multiplier={self.surcoinche_multiplier!r}, surcoinche_ends_auction={self.surcoinche_ends_auction!r}, coinche_by={self.coinche_by!r}, partner_after_coinche={self.partner_after_coinche!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, floor={self.floor!r}, step={self.step!r}, ceiling={self.ceiling!r}, special_bids={self.special_bids!r}, trump_modes={self.trump_modes!r}, bid_after_pass={self.bid_after_pass!r}, passes_to_end={self.passes_to_end!r}, coinche={self.coinche!r}, coinche_multiplier={self.coinche_multiplier!r}, coinche_freezes_bidding={self.coinche_freezes_bidding!r}, surcoinche={self.surcoinche!r}, surcoinche_multiplier={self.surcoinche_multiplier!r}, surcoinche_ends_auction={self.surcoinche_ends_auction!r}, coinche_by={self.coinche_by!r}, partner_after_coinche={self.partner_after_coinche!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.kind,
                self.floor,
                self.step,
                self.ceiling,
                self.special_bids,
                self.trump_modes,
                self.bid_after_pass,
                self.passes_to_end,
                self.coinche,
                self.coinche_multiplier,
                self.coinche_freezes_bidding,
                self.surcoinche,
                self.surcoinche_multiplier,
                self.surcoinche_ends_auction,
                self.coinche_by,
                self.partner_after_coinche,
            ) == (
                other.kind,
                other.floor,
                other.step,
                other.ceiling,
                other.special_bids,
                other.trump_modes,
                other.bid_after_pass,
                other.passes_to_end,
                other.coinche,
                other.coinche_multiplier,
                other.coinche_freezes_bidding,
                other.surcoinche,
                other.surcoinche_multiplier,
                other.surcoinche_ends_auction,
                other.coinche_by,
                other.partner_after_coinche,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.floor,self.step,self.ceiling,self.special_bids,self.trump_modes,self.bid_after_pass,self.passes_to_end,self.coinche,self.coinche_multiplier,self.coinche_freezes_bidding,self.surcoinche,self.surcoinche_multiplier,self.surcoinche_ends_auction,self.coinche_by,self.partner_after_coinche,)==(other.kind,other.floor,other.step,other.ceiling,other.special_bids,other.trump_modes,other.bid_after_pass,other.passes_to_end,other.coinche,other.coinche_multiplier,other.coinche_freezes_bidding,other.surcoinche,other.surcoinche_multiplier,other.surcoinche_ends_auction,other.coinche_by,other.partner_after_coinche,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "kind",
            "floor",
            "step",
            "ceiling",
            "special_bids",
            "trump_modes",
            "bid_after_pass",
            "passes_to_end",
            "coinche",
            "coinche_multiplier",
            "coinche_freezes_bidding",
            "surcoinche",
            "surcoinche_multiplier",
            "surcoinche_ends_auction",
            "coinche_by",
            "partner_after_coinche",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('kind','floor','step','ceiling','special_bids','trump_modes','bid_after_pass','passes_to_end','coinche','coinche_multiplier','coinche_freezes_bidding','surcoinche','surcoinche_multiplier','surcoinche_ends_auction','coinche_by','partner_after_coinche',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "kind",
            "floor",
            "step",
            "ceiling",
            "special_bids",
            "trump_modes",
            "bid_after_pass",
            "passes_to_end",
            "coinche",
            "coinche_multiplier",
            "coinche_freezes_bidding",
            "surcoinche",
            "surcoinche_multiplier",
            "surcoinche_ends_auction",
            "coinche_by",
            "partner_after_coinche",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('kind','floor','step','ceiling','special_bids','trump_modes','bid_after_pass','passes_to_end','coinche','coinche_multiplier','coinche_freezes_bidding','surcoinche','surcoinche_multiplier','surcoinche_ends_auction','coinche_by','partner_after_coinche',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.kind,
                self.floor,
                self.step,
                self.ceiling,
                self.special_bids,
                self.trump_modes,
                self.bid_after_pass,
                self.passes_to_end,
                self.coinche,
                self.coinche_multiplier,
                self.coinche_freezes_bidding,
                self.surcoinche,
                self.surcoinche_multiplier,
                self.surcoinche_ends_auction,
                self.coinche_by,
                self.partner_after_coinche,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.floor,self.step,self.ceiling,self.special_bids,self.trump_modes,self.bid_after_pass,self.passes_to_end,self.coinche,self.coinche_multiplier,self.coinche_freezes_bidding,self.surcoinche,self.surcoinche_multiplier,self.surcoinche_ends_auction,self.coinche_by,self.partner_after_coinche,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_overtrump_on_trump_lead,
    _type_must_ruff,
    _type_overruff_opponent,
    _type_underruff,
    _type_overtrump_partner,
    _type_all_trump_overtake,
    _type_partner_master_only_trumps,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        overtrump_on_trump_lead: _type_overtrump_on_trump_lead,
        must_ruff: _type_must_ruff,
        overruff_opponent: _type_overruff_opponent,
        underruff: _type_underruff,
        overtrump_partner: _type_overtrump_partner,
        all_trump_overtake: _type_all_trump_overtake,
        partner_master_only_trumps: _type_partner_master_only_trumps,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "overtrump_on_trump_lead", overtrump_on_trump_lead)
        __dataclass_builtins_object__.__setattr__(self, "must_ruff", must_ruff)
        __dataclass_builtins_object__.__setattr__(self, "overruff_opponent", overruff_opponent)
        __dataclass_builtins_object__.__setattr__(self, "underruff", underruff)
        __dataclass_builtins_object__.__setattr__(self, "overtrump_partner", overtrump_partner)
        __dataclass_builtins_object__.__setattr__(self, "all_trump_overtake", all_trump_overtake)
        __dataclass_builtins_object__.__setattr__(
            self, "partner_master_only_trumps", partner_master_only_trumps
        )

    return __init__


COMPILED[
    "def __create_fn__(_type_overtrump_on_trump_lead, _type_must_ruff, _type_overruff_opponent, _type_underruff, _type_overtrump_partner, _type_all_trump_overtake, _type_partner_master_only_trumps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,overtrump_on_trump_lead:_type_overtrump_on_trump_lead,must_ruff:_type_must_ruff,overruff_opponent:_type_overruff_opponent,underruff:_type_underruff,overtrump_partner:_type_overtrump_partner,all_trump_overtake:_type_all_trump_overtake,partner_master_only_trumps:_type_partner_master_only_trumps)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'overtrump_on_trump_lead',overtrump_on_trump_lead)\n  __dataclass_builtins_object__.__setattr__(self,'must_ruff',must_ruff)\n  __dataclass_builtins_object__.__setattr__(self,'overruff_opponent',overruff_opponent)\n  __dataclass_builtins_object__.__setattr__(self,'underruff',underruff)\n  __dataclass_builtins_object__.__setattr__(self,'overtrump_partner',overtrump_partner)\n  __dataclass_builtins_object__.__setattr__(self,'all_trump_overtake',all_trump_overtake)\n  __dataclass_builtins_object__.__setattr__(self,'partner_master_only_trumps',partner_master_only_trumps)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(overtrump_on_trump_lead={self.overtrump_on_trump_lead!r}, must_ruff={self.must_ruff!r}, overruff_opponent={self.overruff_opponent!r}, underruff={self.underruff!r}, overtrump_partner={self.overtrump_partner!r}, all_trump_overtake={self.all_trump_overtake!r}, partner_master_only_trumps={self.partner_master_only_trumps!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(overtrump_on_trump_lead={self.overtrump_on_trump_lead!r}, must_ruff={self.must_ruff!r}, overruff_opponent={self.overruff_opponent!r}, underruff={self.underruff!r}, overtrump_partner={self.overtrump_partner!r}, all_trump_overtake={self.all_trump_overtake!r}, partner_master_only_trumps={self.partner_master_only_trumps!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.overtrump_on_trump_lead,
                self.must_ruff,
                self.overruff_opponent,
                self.underruff,
                self.overtrump_partner,
                self.all_trump_overtake,
                self.partner_master_only_trumps,
            ) == (
                other.overtrump_on_trump_lead,
                other.must_ruff,
                other.overruff_opponent,
                other.underruff,
                other.overtrump_partner,
                other.all_trump_overtake,
                other.partner_master_only_trumps,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.overtrump_on_trump_lead,self.must_ruff,self.overruff_opponent,self.underruff,self.overtrump_partner,self.all_trump_overtake,self.partner_master_only_trumps,)==(other.overtrump_on_trump_lead,other.must_ruff,other.overruff_opponent,other.underruff,other.overtrump_partner,other.all_trump_overtake,other.partner_master_only_trumps,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "overtrump_on_trump_lead",
            "must_ruff",
            "overruff_opponent",
            "underruff",
            "overtrump_partner",
            "all_trump_overtake",
            "partner_master_only_trumps",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('overtrump_on_trump_lead','must_ruff','overruff_opponent','underruff','overtrump_partner','all_trump_overtake','partner_master_only_trumps',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "overtrump_on_trump_lead",
            "must_ruff",
            "overruff_opponent",
            "underruff",
            "overtrump_partner",
            "all_trump_overtake",
            "partner_master_only_trumps",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('overtrump_on_trump_lead','must_ruff','overruff_opponent','underruff','overtrump_partner','all_trump_overtake','partner_master_only_trumps',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.overtrump_on_trump_lead,
                self.must_ruff,
                self.overruff_opponent,
                self.underruff,
                self.overtrump_partner,
                self.all_trump_overtake,
                self.partner_master_only_trumps,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.overtrump_on_trump_lead,self.must_ruff,self.overruff_opponent,self.underruff,self.overtrump_partner,self.all_trump_overtake,self.partner_master_only_trumps,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_enabled,
    _type_sequence_order,
    _type_sequences,
    _type_carres,
    _type_trump_sequence_wins_tie,
    _type_tie,
    _type_card_serves,
    _type_scored,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_scored,
    _return_type,
):
    def __init__(
        self,
        enabled: _type_enabled,
        sequence_order: _type_sequence_order,
        sequences: _type_sequences,
        carres: _type_carres,
        trump_sequence_wins_tie: _type_trump_sequence_wins_tie,
        tie: _type_tie,
        card_serves: _type_card_serves,
        scored: _type_scored = _dflt_scored,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "enabled", enabled)
        __dataclass_builtins_object__.__setattr__(self, "sequence_order", sequence_order)
        __dataclass_builtins_object__.__setattr__(self, "sequences", sequences)
        __dataclass_builtins_object__.__setattr__(self, "carres", carres)
        __dataclass_builtins_object__.__setattr__(self, "trump_sequence_wins_tie", trump_sequence_wins_tie)
        __dataclass_builtins_object__.__setattr__(self, "tie", tie)
        __dataclass_builtins_object__.__setattr__(self, "card_serves", card_serves)
        __dataclass_builtins_object__.__setattr__(self, "scored", scored)

    return __init__


COMPILED[
    "def __create_fn__(_type_enabled, _type_sequence_order, _type_sequences, _type_carres, _type_trump_sequence_wins_tie, _type_tie, _type_card_serves, _type_scored, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_scored, _return_type):\n def __init__(self,enabled:_type_enabled,sequence_order:_type_sequence_order,sequences:_type_sequences,carres:_type_carres,trump_sequence_wins_tie:_type_trump_sequence_wins_tie,tie:_type_tie,card_serves:_type_card_serves,scored:_type_scored=_dflt_scored)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'enabled',enabled)\n  __dataclass_builtins_object__.__setattr__(self,'sequence_order',sequence_order)\n  __dataclass_builtins_object__.__setattr__(self,'sequences',sequences)\n  __dataclass_builtins_object__.__setattr__(self,'carres',carres)\n  __dataclass_builtins_object__.__setattr__(self,'trump_sequence_wins_tie',trump_sequence_wins_tie)\n  __dataclass_builtins_object__.__setattr__(self,'tie',tie)\n  __dataclass_builtins_object__.__setattr__(self,'card_serves',card_serves)\n  __dataclass_builtins_object__.__setattr__(self,'scored',scored)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(enabled={self.enabled!r}, sequence_order={self.sequence_order!r}, sequences={self.sequences!r}, carres={self.carres!r}, trump_sequence_wins_tie={self.trump_sequence_wins_tie!r}, tie={self.tie!r}, card_serves={self.card_serves!r}, scored={self.scored!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(enabled={self.enabled!r}, sequence_order={self.sequence_order!r}, sequences={self.sequences!r}, carres={self.carres!r}, trump_sequence_wins_tie={self.trump_sequence_wins_tie!r}, tie={self.tie!r}, card_serves={self.card_serves!r}, scored={self.scored!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.enabled,
                self.sequence_order,
                self.sequences,
                self.carres,
                self.trump_sequence_wins_tie,
                self.tie,
                self.card_serves,
                self.scored,
            ) == (
                other.enabled,
                other.sequence_order,
                other.sequences,
                other.carres,
                other.trump_sequence_wins_tie,
                other.tie,
                other.card_serves,
                other.scored,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.enabled,self.sequence_order,self.sequences,self.carres,self.trump_sequence_wins_tie,self.tie,self.card_serves,self.scored,)==(other.enabled,other.sequence_order,other.sequences,other.carres,other.trump_sequence_wins_tie,other.tie,other.card_serves,other.scored,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "enabled",
            "sequence_order",
            "sequences",
            "carres",
            "trump_sequence_wins_tie",
            "tie",
            "card_serves",
            "scored",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('enabled','sequence_order','sequences','carres','trump_sequence_wins_tie','tie','card_serves','scored',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "enabled",
            "sequence_order",
            "sequences",
            "carres",
            "trump_sequence_wins_tie",
            "tie",
            "card_serves",
            "scored",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('enabled','sequence_order','sequences','carres','trump_sequence_wins_tie','tie','card_serves','scored',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.enabled,
                self.sequence_order,
                self.sequences,
                self.carres,
                self.trump_sequence_wins_tie,
                self.tie,
                self.card_serves,
                self.scored,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.enabled,self.sequence_order,self.sequences,self.carres,self.trump_sequence_wins_tie,self.tie,self.card_serves,self.scored,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_rule,
    _type_when,
    _type_description,
    _type_taker,
    _type_defence,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        rule: _type_rule,
        when: _type_when,
        description: _type_description,
        taker: _type_taker,
        defence: _type_defence,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "when", when)
        __dataclass_builtins_object__.__setattr__(self, "description", description)
        __dataclass_builtins_object__.__setattr__(self, "taker", taker)
        __dataclass_builtins_object__.__setattr__(self, "defence", defence)

    return __init__


COMPILED[
    "def __create_fn__(_type_rule, _type_when, _type_description, _type_taker, _type_defence, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,rule:_type_rule,when:_type_when,description:_type_description,taker:_type_taker,defence:_type_defence)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'when',when)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'taker',taker)\n  __dataclass_builtins_object__.__setattr__(self,'defence',defence)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(rule={self.rule!r}, when={self.when!r}, description={self.description!r}, taker={self.taker!r}, defence={self.defence!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, when={self.when!r}, description={self.description!r}, taker={self.taker!r}, defence={self.defence!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.rule,
                self.when,
                self.description,
                self.taker,
                self.defence,
            ) == (
                other.rule,
                other.when,
                other.description,
                other.taker,
                other.defence,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.when,self.description,self.taker,self.defence,)==(other.rule,other.when,other.description,other.taker,other.defence,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "rule",
            "when",
            "description",
            "taker",
            "defence",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('rule','when','description','taker','defence',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "rule",
            "when",
            "description",
            "taker",
            "defence",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('rule','when','description','taker','defence',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.rule,
                self.when,
                self.description,
                self.taker,
                self.defence,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.when,self.description,self.taker,self.defence,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_constants,
    _type_quantities,
    _type_made,
    _type_cases,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, constants: _type_constants, quantities: _type_quantities, made: _type_made, cases: _type_cases
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "constants", constants)
        __dataclass_builtins_object__.__setattr__(self, "quantities", quantities)
        __dataclass_builtins_object__.__setattr__(self, "made", made)
        __dataclass_builtins_object__.__setattr__(self, "cases", cases)

    return __init__


COMPILED[
    "def __create_fn__(_type_constants, _type_quantities, _type_made, _type_cases, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,constants:_type_constants,quantities:_type_quantities,made:_type_made,cases:_type_cases)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'constants',constants)\n  __dataclass_builtins_object__.__setattr__(self,'quantities',quantities)\n  __dataclass_builtins_object__.__setattr__(self,'made',made)\n  __dataclass_builtins_object__.__setattr__(self,'cases',cases)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(constants={self.constants!r}, quantities={self.quantities!r}, made={self.made!r}, cases={self.cases!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(constants={self.constants!r}, quantities={self.quantities!r}, made={self.made!r}, cases={self.cases!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.constants,
                self.quantities,
                self.made,
                self.cases,
            ) == (
                other.constants,
                other.quantities,
                other.made,
                other.cases,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.constants,self.quantities,self.made,self.cases,)==(other.constants,other.quantities,other.made,other.cases,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "constants",
            "quantities",
            "made",
            "cases",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('constants','quantities','made','cases',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "constants",
            "quantities",
            "made",
            "cases",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('constants','quantities','made','cases',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.constants,
                self.quantities,
                self.made,
                self.cases,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.constants,self.quantities,self.made,self.cases,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_mode,
    _type_to,
    _type_half_up,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(self, mode: _type_mode, to: _type_to, half_up: _type_half_up) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "mode", mode)
        __dataclass_builtins_object__.__setattr__(self, "to", to)
        __dataclass_builtins_object__.__setattr__(self, "half_up", half_up)

    return __init__


COMPILED[
    "def __create_fn__(_type_mode, _type_to, _type_half_up, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,mode:_type_mode,to:_type_to,half_up:_type_half_up)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'mode',mode)\n  __dataclass_builtins_object__.__setattr__(self,'to',to)\n  __dataclass_builtins_object__.__setattr__(self,'half_up',half_up)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(mode={self.mode!r}, to={self.to!r}, half_up={self.half_up!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mode={self.mode!r}, to={self.to!r}, half_up={self.half_up!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.mode,
                self.to,
                self.half_up,
            ) == (
                other.mode,
                other.to,
                other.half_up,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mode,self.to,self.half_up,)==(other.mode,other.to,other.half_up,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "mode",
            "to",
            "half_up",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('mode','to','half_up',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "mode",
            "to",
            "half_up",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('mode','to','half_up',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.mode,
                self.to,
                self.half_up,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.mode,self.to,self.half_up,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_target,
    _type_targets,
    _type_win_on_reach,
    _type_both_reach_target,
    _type_exact_tie,
    _type_litige_held,
    _type_litige,
    _type_out_on_belote,
    _type_capot_wins,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        target: _type_target,
        targets: _type_targets,
        win_on_reach: _type_win_on_reach,
        both_reach_target: _type_both_reach_target,
        exact_tie: _type_exact_tie,
        litige_held: _type_litige_held,
        litige: _type_litige,
        out_on_belote: _type_out_on_belote,
        capot_wins: _type_capot_wins,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "target", target)
        __dataclass_builtins_object__.__setattr__(self, "targets", targets)
        __dataclass_builtins_object__.__setattr__(self, "win_on_reach", win_on_reach)
        __dataclass_builtins_object__.__setattr__(self, "both_reach_target", both_reach_target)
        __dataclass_builtins_object__.__setattr__(self, "exact_tie", exact_tie)
        __dataclass_builtins_object__.__setattr__(self, "litige_held", litige_held)
        __dataclass_builtins_object__.__setattr__(self, "litige", litige)
        __dataclass_builtins_object__.__setattr__(self, "out_on_belote", out_on_belote)
        __dataclass_builtins_object__.__setattr__(self, "capot_wins", capot_wins)

    return __init__


COMPILED[
    "def __create_fn__(_type_target, _type_targets, _type_win_on_reach, _type_both_reach_target, _type_exact_tie, _type_litige_held, _type_litige, _type_out_on_belote, _type_capot_wins, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,target:_type_target,targets:_type_targets,win_on_reach:_type_win_on_reach,both_reach_target:_type_both_reach_target,exact_tie:_type_exact_tie,litige_held:_type_litige_held,litige:_type_litige,out_on_belote:_type_out_on_belote,capot_wins:_type_capot_wins)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'target',target)\n  __dataclass_builtins_object__.__setattr__(self,'targets',targets)\n  __dataclass_builtins_object__.__setattr__(self,'win_on_reach',win_on_reach)\n  __dataclass_builtins_object__.__setattr__(self,'both_reach_target',both_reach_target)\n  __dataclass_builtins_object__.__setattr__(self,'exact_tie',exact_tie)\n  __dataclass_builtins_object__.__setattr__(self,'litige_held',litige_held)\n  __dataclass_builtins_object__.__setattr__(self,'litige',litige)\n  __dataclass_builtins_object__.__setattr__(self,'out_on_belote',out_on_belote)\n  __dataclass_builtins_object__.__setattr__(self,'capot_wins',capot_wins)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(target={self.target!r}, targets={self.targets!r}, win_on_reach={self.win_on_reach!r}, both_reach_target={self.both_reach_target!r}, exact_tie={self.exact_tie!r}, litige_held={self.litige_held!r}, litige={self.litige!r}, out_on_belote={self.out_on_belote!r}, capot_wins={self.capot_wins!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(target={self.target!r}, targets={self.targets!r}, win_on_reach={self.win_on_reach!r}, both_reach_target={self.both_reach_target!r}, exact_tie={self.exact_tie!r}, litige_held={self.litige_held!r}, litige={self.litige!r}, out_on_belote={self.out_on_belote!r}, capot_wins={self.capot_wins!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.target,
                self.targets,
                self.win_on_reach,
                self.both_reach_target,
                self.exact_tie,
                self.litige_held,
                self.litige,
                self.out_on_belote,
                self.capot_wins,
            ) == (
                other.target,
                other.targets,
                other.win_on_reach,
                other.both_reach_target,
                other.exact_tie,
                other.litige_held,
                other.litige,
                other.out_on_belote,
                other.capot_wins,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.target,self.targets,self.win_on_reach,self.both_reach_target,self.exact_tie,self.litige_held,self.litige,self.out_on_belote,self.capot_wins,)==(other.target,other.targets,other.win_on_reach,other.both_reach_target,other.exact_tie,other.litige_held,other.litige,other.out_on_belote,other.capot_wins,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "target",
            "targets",
            "win_on_reach",
            "both_reach_target",
            "exact_tie",
            "litige_held",
            "litige",
            "out_on_belote",
            "capot_wins",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('target','targets','win_on_reach','both_reach_target','exact_tie','litige_held','litige','out_on_belote','capot_wins',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "target",
            "targets",
            "win_on_reach",
            "both_reach_target",
            "exact_tie",
            "litige_held",
            "litige",
            "out_on_belote",
            "capot_wins",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('target','targets','win_on_reach','both_reach_target','exact_tie','litige_held','litige','out_on_belote','capot_wins',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.target,
                self.targets,
                self.win_on_reach,
                self.both_reach_target,
                self.exact_tie,
                self.litige_held,
                self.litige,
                self.out_on_belote,
                self.capot_wins,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.target,self.targets,self.win_on_reach,self.both_reach_target,self.exact_tie,self.litige_held,self.litige,self.out_on_belote,self.capot_wins,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_play,
    _type_false_annonce,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(self, play: _type_play, false_annonce: _type_false_annonce) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "play", play)
        __dataclass_builtins_object__.__setattr__(self, "false_annonce", false_annonce)

    return __init__


COMPILED[
    "def __create_fn__(_type_play, _type_false_annonce, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,play:_type_play,false_annonce:_type_false_annonce)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'play',play)\n  __dataclass_builtins_object__.__setattr__(self,'false_annonce',false_annonce)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(play={self.play!r}, false_annonce={self.false_annonce!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(play={self.play!r}, false_annonce={self.false_annonce!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.play,
                self.false_annonce,
            ) == (
                other.play,
                other.false_annonce,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.play,self.false_annonce,)==(other.play,other.false_annonce,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "play",
            "false_annonce",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('play','false_annonce',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "play",
            "false_annonce",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('play','false_annonce',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.play,
                self.false_annonce,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.play,self.false_annonce,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_id,
    _type_title,
    _type_description,
    _type_origin,
    _type_data,
    _type_tables,
    _type_modes,
    _type_seats,
    _type_teams,
    _type_first_speaker,
    _type_hand_size,
    _type_chien,
    _type_discard,
    _type_dead_cards,
    _type_dealt_before_auction,
    _type_auction,
    _type_play,
    _type_der_value,
    _type_der_capot,
    _type_der_generale,
    _type_belote_value,
    _type_belote_declared,
    _type_annonces,
    _type_scoring,
    _type_rounding,
    _type_game,
    _type_fingerprint,
    _type_penalties,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_penalties,
    _return_type,
):
    def __init__(
        self,
        id: _type_id,
        title: _type_title,
        description: _type_description,
        origin: _type_origin,
        data: _type_data,
        tables: _type_tables,
        modes: _type_modes,
        seats: _type_seats,
        teams: _type_teams,
        first_speaker: _type_first_speaker,
        hand_size: _type_hand_size,
        chien: _type_chien,
        discard: _type_discard,
        dead_cards: _type_dead_cards,
        dealt_before_auction: _type_dealt_before_auction,
        auction: _type_auction,
        play: _type_play,
        der_value: _type_der_value,
        der_capot: _type_der_capot,
        der_generale: _type_der_generale,
        belote_value: _type_belote_value,
        belote_declared: _type_belote_declared,
        annonces: _type_annonces,
        scoring: _type_scoring,
        rounding: _type_rounding,
        game: _type_game,
        fingerprint: _type_fingerprint,
        penalties: _type_penalties = _dflt_penalties,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "id", id)
        __dataclass_builtins_object__.__setattr__(self, "title", title)
        __dataclass_builtins_object__.__setattr__(self, "description", description)
        __dataclass_builtins_object__.__setattr__(self, "origin", origin)
        __dataclass_builtins_object__.__setattr__(self, "data", data)
        __dataclass_builtins_object__.__setattr__(self, "tables", tables)
        __dataclass_builtins_object__.__setattr__(self, "modes", modes)
        __dataclass_builtins_object__.__setattr__(self, "seats", seats)
        __dataclass_builtins_object__.__setattr__(self, "teams", teams)
        __dataclass_builtins_object__.__setattr__(self, "first_speaker", first_speaker)
        __dataclass_builtins_object__.__setattr__(self, "hand_size", hand_size)
        __dataclass_builtins_object__.__setattr__(self, "chien", chien)
        __dataclass_builtins_object__.__setattr__(self, "discard", discard)
        __dataclass_builtins_object__.__setattr__(self, "dead_cards", dead_cards)
        __dataclass_builtins_object__.__setattr__(self, "dealt_before_auction", dealt_before_auction)
        __dataclass_builtins_object__.__setattr__(self, "auction", auction)
        __dataclass_builtins_object__.__setattr__(self, "play", play)
        __dataclass_builtins_object__.__setattr__(self, "der_value", der_value)
        __dataclass_builtins_object__.__setattr__(self, "der_capot", der_capot)
        __dataclass_builtins_object__.__setattr__(self, "der_generale", der_generale)
        __dataclass_builtins_object__.__setattr__(self, "belote_value", belote_value)
        __dataclass_builtins_object__.__setattr__(self, "belote_declared", belote_declared)
        __dataclass_builtins_object__.__setattr__(self, "annonces", annonces)
        __dataclass_builtins_object__.__setattr__(self, "scoring", scoring)
        __dataclass_builtins_object__.__setattr__(self, "rounding", rounding)
        __dataclass_builtins_object__.__setattr__(self, "game", game)
        __dataclass_builtins_object__.__setattr__(self, "fingerprint", fingerprint)
        __dataclass_builtins_object__.__setattr__(self, "penalties", penalties)

    return __init__


COMPILED[
    "def __create_fn__(_type_id, _type_title, _type_description, _type_origin, _type_data, _type_tables, _type_modes, _type_seats, _type_teams, _type_first_speaker, _type_hand_size, _type_chien, _type_discard, _type_dead_cards, _type_dealt_before_auction, _type_auction, _type_play, _type_der_value, _type_der_capot, _type_der_generale, _type_belote_value, _type_belote_declared, _type_annonces, _type_scoring, _type_rounding, _type_game, _type_fingerprint, _type_penalties, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_penalties, _return_type):\n def __init__(self,id:_type_id,title:_type_title,description:_type_description,origin:_type_origin,data:_type_data,tables:_type_tables,modes:_type_modes,seats:_type_seats,teams:_type_teams,first_speaker:_type_first_speaker,hand_size:_type_hand_size,chien:_type_chien,discard:_type_discard,dead_cards:_type_dead_cards,dealt_before_auction:_type_dealt_before_auction,auction:_type_auction,play:_type_play,der_value:_type_der_value,der_capot:_type_der_capot,der_generale:_type_der_generale,belote_value:_type_belote_value,belote_declared:_type_belote_declared,annonces:_type_annonces,scoring:_type_scoring,rounding:_type_rounding,game:_type_game,fingerprint:_type_fingerprint,penalties:_type_penalties=_dflt_penalties)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n  __dataclass_builtins_object__.__setattr__(self,'data',data)\n  __dataclass_builtins_object__.__setattr__(self,'tables',tables)\n  __dataclass_builtins_object__.__setattr__(self,'modes',modes)\n  __dataclass_builtins_object__.__setattr__(self,'seats',seats)\n  __dataclass_builtins_object__.__setattr__(self,'teams',teams)\n  __dataclass_builtins_object__.__setattr__(self,'first_speaker',first_speaker)\n  __dataclass_builtins_object__.__setattr__(self,'hand_size',hand_size)\n  __dataclass_builtins_object__.__setattr__(self,'chien',chien)\n  __dataclass_builtins_object__.__setattr__(self,'discard',discard)\n  __dataclass_builtins_object__.__setattr__(self,'dead_cards',dead_cards)\n  __dataclass_builtins_object__.__setattr__(self,'dealt_before_auction',dealt_before_auction)\n  __dataclass_builtins_object__.__setattr__(self,'auction',auction)\n  __dataclass_builtins_object__.__setattr__(self,'play',play)\n  __dataclass_builtins_object__.__setattr__(self,'der_value',der_value)\n  __dataclass_builtins_object__.__setattr__(self,'der_capot',der_capot)\n  __dataclass_builtins_object__.__setattr__(self,'der_generale',der_generale)\n  __dataclass_builtins_object__.__setattr__(self,'belote_value',belote_value)\n  __dataclass_builtins_object__.__setattr__(self,'belote_declared',belote_declared)\n  __dataclass_builtins_object__.__setattr__(self,'annonces',annonces)\n  __dataclass_builtins_object__.__setattr__(self,'scoring',scoring)\n  __dataclass_builtins_object__.__setattr__(self,'rounding',rounding)\n  __dataclass_builtins_object__.__setattr__(self,'game',game)\n  __dataclass_builtins_object__.__setattr__(self,'fingerprint',fingerprint)\n  __dataclass_builtins_object__.__setattr__(self,'penalties',penalties)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(id={self.id!r}, title={self.title!r}, description={self.description!r}, origin={self.origin!r}, data={self.data!r}, tables={self.tables!r}, modes={self.modes!r}, seats={self.seats!r}, teams={self.teams!r}, first_speaker={self.first_speaker!r}, hand_size={self.hand_size!r}, chien={self.chien!r}, discard={self.discard!r}, dead_cards={self.dead_cards!r}, dealt_before_auction={self.dealt_before_auction!r}, auction={self.auction!r}, play={self.play!r}, der_value={self.der_value!r}, der_capot={self.der_capot!r}, der_generale={self.der_generale!r}, belote_value={self.belote_value!r}, belote_declared={self.belote_declared!r}, annonces={self.annonces!r}, scoring={self.scoring!r}, rounding={self.rounding!r}, game={self.game!r}, fingerprint={self.fingerprint!r}, penalties={self.penalties!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, title={self.title!r}, description={self.description!r}, origin={self.origin!r}, data={self.data!r}, tables={self.tables!r}, modes={self.modes!r}, seats={self.seats!r}, teams={self.teams!r}, first_speaker={self.first_speaker!r}, hand_size={self.hand_size!r}, chien={self.chien!r}, discard={self.discard!r}, dead_cards={self.dead_cards!r}, dealt_before_auction={self.dealt_before_auction!r}, auction={self.auction!r}, play={self.play!r}, der_value={self.der_value!r}, der_capot={self.der_capot!r}, der_generale={self.der_generale!r}, belote_value={self.belote_value!r}, belote_declared={self.belote_declared!r}, annonces={self.annonces!r}, scoring={self.scoring!r}, rounding={self.rounding!r}, game={self.game!r}, fingerprint={self.fingerprint!r}, penalties={self.penalties!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.id,
                self.title,
                self.description,
                self.origin,
                self.data,
                self.tables,
                self.modes,
                self.seats,
                self.teams,
                self.first_speaker,
                self.hand_size,
                self.chien,
                self.discard,
                self.dead_cards,
                self.dealt_before_auction,
                self.auction,
                self.play,
                self.der_value,
                self.der_capot,
                self.der_generale,
                self.belote_value,
                self.belote_declared,
                self.annonces,
                self.scoring,
                self.rounding,
                self.game,
                self.fingerprint,
                self.penalties,
            ) == (
                other.id,
                other.title,
                other.description,
                other.origin,
                other.data,
                other.tables,
                other.modes,
                other.seats,
                other.teams,
                other.first_speaker,
                other.hand_size,
                other.chien,
                other.discard,
                other.dead_cards,
                other.dealt_before_auction,
                other.auction,
                other.play,
                other.der_value,
                other.der_capot,
                other.der_generale,
                other.belote_value,
                other.belote_declared,
                other.annonces,
                other.scoring,
                other.rounding,
                other.game,
                other.fingerprint,
                other.penalties,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.title,self.description,self.origin,self.data,self.tables,self.modes,self.seats,self.teams,self.first_speaker,self.hand_size,self.chien,self.discard,self.dead_cards,self.dealt_before_auction,self.auction,self.play,self.der_value,self.der_capot,self.der_generale,self.belote_value,self.belote_declared,self.annonces,self.scoring,self.rounding,self.game,self.fingerprint,self.penalties,)==(other.id,other.title,other.description,other.origin,other.data,other.tables,other.modes,other.seats,other.teams,other.first_speaker,other.hand_size,other.chien,other.discard,other.dead_cards,other.dealt_before_auction,other.auction,other.play,other.der_value,other.der_capot,other.der_generale,other.belote_value,other.belote_declared,other.annonces,other.scoring,other.rounding,other.game,other.fingerprint,other.penalties,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "id",
            "title",
            "description",
            "origin",
            "data",
            "tables",
            "modes",
            "seats",
            "teams",
            "first_speaker",
            "hand_size",
            "chien",
            "discard",
            "dead_cards",
            "dealt_before_auction",
            "auction",
            "play",
            "der_value",
            "der_capot",
            "der_generale",
            "belote_value",
            "belote_declared",
            "annonces",
            "scoring",
            "rounding",
            "game",
            "fingerprint",
            "penalties",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('id','title','description','origin','data','tables','modes','seats','teams','first_speaker','hand_size','chien','discard','dead_cards','dealt_before_auction','auction','play','der_value','der_capot','der_generale','belote_value','belote_declared','annonces','scoring','rounding','game','fingerprint','penalties',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "id",
            "title",
            "description",
            "origin",
            "data",
            "tables",
            "modes",
            "seats",
            "teams",
            "first_speaker",
            "hand_size",
            "chien",
            "discard",
            "dead_cards",
            "dealt_before_auction",
            "auction",
            "play",
            "der_value",
            "der_capot",
            "der_generale",
            "belote_value",
            "belote_declared",
            "annonces",
            "scoring",
            "rounding",
            "game",
            "fingerprint",
            "penalties",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('id','title','description','origin','data','tables','modes','seats','teams','first_speaker','hand_size','chien','discard','dead_cards','dealt_before_auction','auction','play','der_value','der_capot','der_generale','belote_value','belote_declared','annonces','scoring','rounding','game','fingerprint','penalties',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.id,
                self.title,
                self.description,
                self.origin,
                self.data,
                self.tables,
                self.modes,
                self.seats,
                self.teams,
                self.first_speaker,
                self.hand_size,
                self.chien,
                self.discard,
                self.dead_cards,
                self.dealt_before_auction,
                self.auction,
                self.play,
                self.der_value,
                self.der_capot,
                self.der_generale,
                self.belote_value,
                self.belote_declared,
                self.annonces,
                self.scoring,
                self.rounding,
                self.game,
                self.fingerprint,
                self.penalties,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.title,self.description,self.origin,self.data,self.tables,self.modes,self.seats,self.teams,self.first_speaker,self.hand_size,self.chien,self.discard,self.dead_cards,self.dealt_before_auction,self.auction,self.play,self.der_value,self.der_capot,self.der_generale,self.belote_value,self.belote_declared,self.annonces,self.scoring,self.rounding,self.game,self.fingerprint,self.penalties,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_ended,
    _type_out_of_turn,
    _type_bid_stands,
    _type_coinched,
    _type_surcoinched,
    _type_caller_passed,
    _type_caller_bidder_side,
    _type_caller_coincher_partner,
    _type_caller_next_after_bid,
    _type_bid_ends_bidding,
    _type_bid_not_coinchable,
    _type_second_round,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        ended: _type_ended,
        out_of_turn: _type_out_of_turn,
        bid_stands: _type_bid_stands,
        coinched: _type_coinched,
        surcoinched: _type_surcoinched,
        caller_passed: _type_caller_passed,
        caller_bidder_side: _type_caller_bidder_side,
        caller_coincher_partner: _type_caller_coincher_partner,
        caller_next_after_bid: _type_caller_next_after_bid,
        bid_ends_bidding: _type_bid_ends_bidding,
        bid_not_coinchable: _type_bid_not_coinchable,
        second_round: _type_second_round,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "ended", ended)
        __dataclass_builtins_object__.__setattr__(self, "out_of_turn", out_of_turn)
        __dataclass_builtins_object__.__setattr__(self, "bid_stands", bid_stands)
        __dataclass_builtins_object__.__setattr__(self, "coinched", coinched)
        __dataclass_builtins_object__.__setattr__(self, "surcoinched", surcoinched)
        __dataclass_builtins_object__.__setattr__(self, "caller_passed", caller_passed)
        __dataclass_builtins_object__.__setattr__(self, "caller_bidder_side", caller_bidder_side)
        __dataclass_builtins_object__.__setattr__(self, "caller_coincher_partner", caller_coincher_partner)
        __dataclass_builtins_object__.__setattr__(self, "caller_next_after_bid", caller_next_after_bid)
        __dataclass_builtins_object__.__setattr__(self, "bid_ends_bidding", bid_ends_bidding)
        __dataclass_builtins_object__.__setattr__(self, "bid_not_coinchable", bid_not_coinchable)
        __dataclass_builtins_object__.__setattr__(self, "second_round", second_round)

    return __init__


COMPILED[
    "def __create_fn__(_type_ended, _type_out_of_turn, _type_bid_stands, _type_coinched, _type_surcoinched, _type_caller_passed, _type_caller_bidder_side, _type_caller_coincher_partner, _type_caller_next_after_bid, _type_bid_ends_bidding, _type_bid_not_coinchable, _type_second_round, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,ended:_type_ended,out_of_turn:_type_out_of_turn,bid_stands:_type_bid_stands,coinched:_type_coinched,surcoinched:_type_surcoinched,caller_passed:_type_caller_passed,caller_bidder_side:_type_caller_bidder_side,caller_coincher_partner:_type_caller_coincher_partner,caller_next_after_bid:_type_caller_next_after_bid,bid_ends_bidding:_type_bid_ends_bidding,bid_not_coinchable:_type_bid_not_coinchable,second_round:_type_second_round)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'ended',ended)\n  __dataclass_builtins_object__.__setattr__(self,'out_of_turn',out_of_turn)\n  __dataclass_builtins_object__.__setattr__(self,'bid_stands',bid_stands)\n  __dataclass_builtins_object__.__setattr__(self,'coinched',coinched)\n  __dataclass_builtins_object__.__setattr__(self,'surcoinched',surcoinched)\n  __dataclass_builtins_object__.__setattr__(self,'caller_passed',caller_passed)\n  __dataclass_builtins_object__.__setattr__(self,'caller_bidder_side',caller_bidder_side)\n  __dataclass_builtins_object__.__setattr__(self,'caller_coincher_partner',caller_coincher_partner)\n  __dataclass_builtins_object__.__setattr__(self,'caller_next_after_bid',caller_next_after_bid)\n  __dataclass_builtins_object__.__setattr__(self,'bid_ends_bidding',bid_ends_bidding)\n  __dataclass_builtins_object__.__setattr__(self,'bid_not_coinchable',bid_not_coinchable)\n  __dataclass_builtins_object__.__setattr__(self,'second_round',second_round)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(ended={self.ended!r}, out_of_turn={self.out_of_turn!r}, bid_stands={self.bid_stands!r}, coinched={self.coinched!r}, surcoinched={self.surcoinched!r}, caller_passed={self.caller_passed!r}, caller_bidder_side={self.caller_bidder_side!r}, caller_coincher_partner={self.caller_coincher_partner!r}, caller_next_after_bid={self.caller_next_after_bid!r}, bid_ends_bidding={self.bid_ends_bidding!r}, bid_not_coinchable={self.bid_not_coinchable!r}, second_round={self.second_round!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(ended={self.ended!r}, out_of_turn={self.out_of_turn!r}, bid_stands={self.bid_stands!r}, coinched={self.coinched!r}, surcoinched={self.surcoinched!r}, caller_passed={self.caller_passed!r}, caller_bidder_side={self.caller_bidder_side!r}, caller_coincher_partner={self.caller_coincher_partner!r}, caller_next_after_bid={self.caller_next_after_bid!r}, bid_ends_bidding={self.bid_ends_bidding!r}, bid_not_coinchable={self.bid_not_coinchable!r}, second_round={self.second_round!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.ended,
                self.out_of_turn,
                self.bid_stands,
                self.coinched,
                self.surcoinched,
                self.caller_passed,
                self.caller_bidder_side,
                self.caller_coincher_partner,
                self.caller_next_after_bid,
                self.bid_ends_bidding,
                self.bid_not_coinchable,
                self.second_round,
            ) == (
                other.ended,
                other.out_of_turn,
                other.bid_stands,
                other.coinched,
                other.surcoinched,
                other.caller_passed,
                other.caller_bidder_side,
                other.caller_coincher_partner,
                other.caller_next_after_bid,
                other.bid_ends_bidding,
                other.bid_not_coinchable,
                other.second_round,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.ended,self.out_of_turn,self.bid_stands,self.coinched,self.surcoinched,self.caller_passed,self.caller_bidder_side,self.caller_coincher_partner,self.caller_next_after_bid,self.bid_ends_bidding,self.bid_not_coinchable,self.second_round,)==(other.ended,other.out_of_turn,other.bid_stands,other.coinched,other.surcoinched,other.caller_passed,other.caller_bidder_side,other.caller_coincher_partner,other.caller_next_after_bid,other.bid_ends_bidding,other.bid_not_coinchable,other.second_round,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "ended",
            "out_of_turn",
            "bid_stands",
            "coinched",
            "surcoinched",
            "caller_passed",
            "caller_bidder_side",
            "caller_coincher_partner",
            "caller_next_after_bid",
            "bid_ends_bidding",
            "bid_not_coinchable",
            "second_round",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('ended','out_of_turn','bid_stands','coinched','surcoinched','caller_passed','caller_bidder_side','caller_coincher_partner','caller_next_after_bid','bid_ends_bidding','bid_not_coinchable','second_round',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "ended",
            "out_of_turn",
            "bid_stands",
            "coinched",
            "surcoinched",
            "caller_passed",
            "caller_bidder_side",
            "caller_coincher_partner",
            "caller_next_after_bid",
            "bid_ends_bidding",
            "bid_not_coinchable",
            "second_round",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('ended','out_of_turn','bid_stands','coinched','surcoinched','caller_passed','caller_bidder_side','caller_coincher_partner','caller_next_after_bid','bid_ends_bidding','bid_not_coinchable','second_round',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.ended,
                self.out_of_turn,
                self.bid_stands,
                self.coinched,
                self.surcoinched,
                self.caller_passed,
                self.caller_bidder_side,
                self.caller_coincher_partner,
                self.caller_next_after_bid,
                self.bid_ends_bidding,
                self.bid_not_coinchable,
                self.second_round,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.ended,self.out_of_turn,self.bid_stands,self.coinched,self.surcoinched,self.caller_passed,self.caller_bidder_side,self.caller_coincher_partner,self.caller_next_after_bid,self.bid_ends_bidding,self.bid_not_coinchable,self.second_round,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_kind,
    _type_coinche,
    _type_surcoinche,
    _type_coinche_freezes_bidding,
    _type_bid_after_pass,
    _type_surcoinche_ends_auction,
    _type_coinche_by,
    _type_partner_after_coinche,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        kind: _type_kind,
        coinche: _type_coinche,
        surcoinche: _type_surcoinche,
        coinche_freezes_bidding: _type_coinche_freezes_bidding,
        bid_after_pass: _type_bid_after_pass,
        surcoinche_ends_auction: _type_surcoinche_ends_auction,
        coinche_by: _type_coinche_by,
        partner_after_coinche: _type_partner_after_coinche,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "coinche", coinche)
        __dataclass_builtins_object__.__setattr__(self, "surcoinche", surcoinche)
        __dataclass_builtins_object__.__setattr__(self, "coinche_freezes_bidding", coinche_freezes_bidding)
        __dataclass_builtins_object__.__setattr__(self, "bid_after_pass", bid_after_pass)
        __dataclass_builtins_object__.__setattr__(self, "surcoinche_ends_auction", surcoinche_ends_auction)
        __dataclass_builtins_object__.__setattr__(self, "coinche_by", coinche_by)
        __dataclass_builtins_object__.__setattr__(self, "partner_after_coinche", partner_after_coinche)

    return __init__


COMPILED[
    "def __create_fn__(_type_kind, _type_coinche, _type_surcoinche, _type_coinche_freezes_bidding, _type_bid_after_pass, _type_surcoinche_ends_auction, _type_coinche_by, _type_partner_after_coinche, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,coinche:_type_coinche,surcoinche:_type_surcoinche,coinche_freezes_bidding:_type_coinche_freezes_bidding,bid_after_pass:_type_bid_after_pass,surcoinche_ends_auction:_type_surcoinche_ends_auction,coinche_by:_type_coinche_by,partner_after_coinche:_type_partner_after_coinche)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'coinche',coinche)\n  __dataclass_builtins_object__.__setattr__(self,'surcoinche',surcoinche)\n  __dataclass_builtins_object__.__setattr__(self,'coinche_freezes_bidding',coinche_freezes_bidding)\n  __dataclass_builtins_object__.__setattr__(self,'bid_after_pass',bid_after_pass)\n  __dataclass_builtins_object__.__setattr__(self,'surcoinche_ends_auction',surcoinche_ends_auction)\n  __dataclass_builtins_object__.__setattr__(self,'coinche_by',coinche_by)\n  __dataclass_builtins_object__.__setattr__(self,'partner_after_coinche',partner_after_coinche)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(kind={self.kind!r}, coinche={self.coinche!r}, surcoinche={self.surcoinche!r}, coinche_freezes_bidding={self.coinche_freezes_bidding!r}, bid_after_pass={self.bid_after_pass!r}, surcoinche_ends_auction={self.surcoinche_ends_auction!r}, coinche_by={self.coinche_by!r}, partner_after_coinche={self.partner_after_coinche!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, coinche={self.coinche!r}, surcoinche={self.surcoinche!r}, coinche_freezes_bidding={self.coinche_freezes_bidding!r}, bid_after_pass={self.bid_after_pass!r}, surcoinche_ends_auction={self.surcoinche_ends_auction!r}, coinche_by={self.coinche_by!r}, partner_after_coinche={self.partner_after_coinche!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.kind,
                self.coinche,
                self.surcoinche,
                self.coinche_freezes_bidding,
                self.bid_after_pass,
                self.surcoinche_ends_auction,
                self.coinche_by,
                self.partner_after_coinche,
            ) == (
                other.kind,
                other.coinche,
                other.surcoinche,
                other.coinche_freezes_bidding,
                other.bid_after_pass,
                other.surcoinche_ends_auction,
                other.coinche_by,
                other.partner_after_coinche,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.coinche,self.surcoinche,self.coinche_freezes_bidding,self.bid_after_pass,self.surcoinche_ends_auction,self.coinche_by,self.partner_after_coinche,)==(other.kind,other.coinche,other.surcoinche,other.coinche_freezes_bidding,other.bid_after_pass,other.surcoinche_ends_auction,other.coinche_by,other.partner_after_coinche,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "kind",
            "coinche",
            "surcoinche",
            "coinche_freezes_bidding",
            "bid_after_pass",
            "surcoinche_ends_auction",
            "coinche_by",
            "partner_after_coinche",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('kind','coinche','surcoinche','coinche_freezes_bidding','bid_after_pass','surcoinche_ends_auction','coinche_by','partner_after_coinche',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "kind",
            "coinche",
            "surcoinche",
            "coinche_freezes_bidding",
            "bid_after_pass",
            "surcoinche_ends_auction",
            "coinche_by",
            "partner_after_coinche",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('kind','coinche','surcoinche','coinche_freezes_bidding','bid_after_pass','surcoinche_ends_auction','coinche_by','partner_after_coinche',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.kind,
                self.coinche,
                self.surcoinche,
                self.coinche_freezes_bidding,
                self.bid_after_pass,
                self.surcoinche_ends_auction,
                self.coinche_by,
                self.partner_after_coinche,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.coinche,self.surcoinche,self.coinche_freezes_bidding,self.bid_after_pass,self.surcoinche_ends_auction,self.coinche_by,self.partner_after_coinche,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_options,
    _type_reasons,
    _type_ends,
    _type_words,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, options: _type_options, reasons: _type_reasons, ends: _type_ends, words: _type_words
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "options", options)
        __dataclass_builtins_object__.__setattr__(self, "reasons", reasons)
        __dataclass_builtins_object__.__setattr__(self, "ends", ends)
        __dataclass_builtins_object__.__setattr__(self, "words", words)

    return __init__


COMPILED[
    "def __create_fn__(_type_options, _type_reasons, _type_ends, _type_words, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,options:_type_options,reasons:_type_reasons,ends:_type_ends,words:_type_words)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'options',options)\n  __dataclass_builtins_object__.__setattr__(self,'reasons',reasons)\n  __dataclass_builtins_object__.__setattr__(self,'ends',ends)\n  __dataclass_builtins_object__.__setattr__(self,'words',words)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(options={self.options!r}, reasons={self.reasons!r}, ends={self.ends!r}, words={self.words!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(options={self.options!r}, reasons={self.reasons!r}, ends={self.ends!r}, words={self.words!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.options,
                self.reasons,
                self.ends,
                self.words,
            ) == (
                other.options,
                other.reasons,
                other.ends,
                other.words,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.options,self.reasons,self.ends,self.words,)==(other.options,other.reasons,other.ends,other.words,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "options",
            "reasons",
            "ends",
            "words",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('options','reasons','ends','words',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "options",
            "reasons",
            "ends",
            "words",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('options','reasons','ends','words',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.options,
                self.reasons,
                self.ends,
                self.words,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.options,self.reasons,self.ends,self.words,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_table,
    _type_rules,
    _type_ladder,
    _type_special_index,
    _type_special_values,
    _type_special_facts,
    _type_modes,
    _type_pass_limits,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        table: _type_table,
        rules: _type_rules,
        ladder: _type_ladder,
        special_index: _type_special_index,
        special_values: _type_special_values,
        special_facts: _type_special_facts,
        modes: _type_modes,
        pass_limits: _type_pass_limits,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "table", table)
        __dataclass_builtins_object__.__setattr__(self, "rules", rules)
        __dataclass_builtins_object__.__setattr__(self, "ladder", ladder)
        __dataclass_builtins_object__.__setattr__(self, "special_index", special_index)
        __dataclass_builtins_object__.__setattr__(self, "special_values", special_values)
        __dataclass_builtins_object__.__setattr__(self, "special_facts", special_facts)
        __dataclass_builtins_object__.__setattr__(self, "modes", modes)
        __dataclass_builtins_object__.__setattr__(self, "pass_limits", pass_limits)

    return __init__


COMPILED[
    "def __create_fn__(_type_table, _type_rules, _type_ladder, _type_special_index, _type_special_values, _type_special_facts, _type_modes, _type_pass_limits, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,table:_type_table,rules:_type_rules,ladder:_type_ladder,special_index:_type_special_index,special_values:_type_special_values,special_facts:_type_special_facts,modes:_type_modes,pass_limits:_type_pass_limits)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'table',table)\n  __dataclass_builtins_object__.__setattr__(self,'rules',rules)\n  __dataclass_builtins_object__.__setattr__(self,'ladder',ladder)\n  __dataclass_builtins_object__.__setattr__(self,'special_index',special_index)\n  __dataclass_builtins_object__.__setattr__(self,'special_values',special_values)\n  __dataclass_builtins_object__.__setattr__(self,'special_facts',special_facts)\n  __dataclass_builtins_object__.__setattr__(self,'modes',modes)\n  __dataclass_builtins_object__.__setattr__(self,'pass_limits',pass_limits)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(table={self.table!r}, rules={self.rules!r}, ladder={self.ladder!r}, special_index={self.special_index!r}, special_values={self.special_values!r}, special_facts={self.special_facts!r}, modes={self.modes!r}, pass_limits={self.pass_limits!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(table={self.table!r}, rules={self.rules!r}, ladder={self.ladder!r}, special_index={self.special_index!r}, special_values={self.special_values!r}, special_facts={self.special_facts!r}, modes={self.modes!r}, pass_limits={self.pass_limits!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.table,
                self.rules,
                self.ladder,
                self.special_index,
                self.special_values,
                self.special_facts,
                self.modes,
                self.pass_limits,
            ) == (
                other.table,
                other.rules,
                other.ladder,
                other.special_index,
                other.special_values,
                other.special_facts,
                other.modes,
                other.pass_limits,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.table,self.rules,self.ladder,self.special_index,self.special_values,self.special_facts,self.modes,self.pass_limits,)==(other.table,other.rules,other.ladder,other.special_index,other.special_values,other.special_facts,other.modes,other.pass_limits,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "table",
            "rules",
            "ladder",
            "special_index",
            "special_values",
            "special_facts",
            "modes",
            "pass_limits",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('table','rules','ladder','special_index','special_values','special_facts','modes','pass_limits',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "table",
            "rules",
            "ladder",
            "special_index",
            "special_values",
            "special_facts",
            "modes",
            "pass_limits",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('table','rules','ladder','special_index','special_values','special_facts','modes','pass_limits',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.table,
                self.rules,
                self.ladder,
                self.special_index,
                self.special_values,
                self.special_facts,
                self.modes,
                self.pass_limits,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.table,self.rules,self.ladder,self.special_index,self.special_values,self.special_facts,self.modes,self.pass_limits,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_kind,
    _type_suit,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_suit,
    _return_type,
):
    def __init__(self, kind: _type_kind, suit: _type_suit = _dflt_suit) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "suit", suit)

    return __init__


COMPILED[
    "def __create_fn__(_type_kind, _type_suit, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_suit, _return_type):\n def __init__(self,kind:_type_kind,suit:_type_suit=_dflt_suit)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'suit',suit)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(kind={self.kind!r}, suit={self.suit!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, suit={self.suit!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.kind,
                self.suit,
            ) == (
                other.kind,
                other.suit,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.suit,)==(other.kind,other.suit,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "kind",
            "suit",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('kind','suit',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "kind",
            "suit",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('kind','suit',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.kind,
                self.suit,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.suit,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_seat,
    _type_kind,
    _type_value,
    _type_trump,
    _type_path,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, seat: _type_seat, kind: _type_kind, value: _type_value, trump: _type_trump, path: _type_path
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "value", value)
        __dataclass_builtins_object__.__setattr__(self, "trump", trump)
        __dataclass_builtins_object__.__setattr__(self, "path", path)

    return __init__


COMPILED[
    "def __create_fn__(_type_seat, _type_kind, _type_value, _type_trump, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,seat:_type_seat,kind:_type_kind,value:_type_value,trump:_type_trump,path:_type_path)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'trump',trump)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(seat={self.seat!r}, kind={self.kind!r}, value={self.value!r}, trump={self.trump!r}, path={self.path!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(seat={self.seat!r}, kind={self.kind!r}, value={self.value!r}, trump={self.trump!r}, path={self.path!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.seat,
                self.kind,
                self.value,
                self.trump,
                self.path,
            ) == (
                other.seat,
                other.kind,
                other.value,
                other.trump,
                other.path,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.seat,self.kind,self.value,self.trump,self.path,)==(other.seat,other.kind,other.value,other.trump,other.path,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "seat",
            "kind",
            "value",
            "trump",
            "path",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('seat','kind','value','trump','path',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "seat",
            "kind",
            "value",
            "trump",
            "path",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('seat','kind','value','trump','path',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.seat,
                self.kind,
                self.value,
                self.trump,
                self.path,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.seat,self.kind,self.value,self.trump,self.path,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_card, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type
):
    def __init__(self, card: _type_card, path: _type_path) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "card", card)
        __dataclass_builtins_object__.__setattr__(self, "path", path)

    return __init__


COMPILED[
    "def __create_fn__(_type_card, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,card:_type_card,path:_type_path)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'card',card)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(card={self.card!r}, path={self.path!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(card={self.card!r}, path={self.path!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.card,
                self.path,
            ) == (
                other.card,
                other.path,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.card,self.path,)==(other.card,other.path,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "card",
            "path",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('card','path',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "card",
            "path",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('card','path',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.card,
                self.path,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.card,self.path,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_leader,
    _type_plays,
    _type_path,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(self, leader: _type_leader, plays: _type_plays, path: _type_path) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "leader", leader)
        __dataclass_builtins_object__.__setattr__(self, "plays", plays)
        __dataclass_builtins_object__.__setattr__(self, "path", path)

    return __init__


COMPILED[
    "def __create_fn__(_type_leader, _type_plays, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,leader:_type_leader,plays:_type_plays,path:_type_path)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'leader',leader)\n  __dataclass_builtins_object__.__setattr__(self,'plays',plays)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(leader={self.leader!r}, plays={self.plays!r}, path={self.path!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(leader={self.leader!r}, plays={self.plays!r}, path={self.path!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.leader,
                self.plays,
                self.path,
            ) == (
                other.leader,
                other.plays,
                other.path,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.leader,self.plays,self.path,)==(other.leader,other.plays,other.path,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "leader",
            "plays",
            "path",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('leader','plays','path',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "leader",
            "plays",
            "path",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('leader','plays','path',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.leader,
                self.plays,
                self.path,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.leader,self.plays,self.path,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_seat,
    _type_cards,
    _type_kind,
    _type_path,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, seat: _type_seat, cards: _type_cards, kind: _type_kind, path: _type_path
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "cards", cards)
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "path", path)

    return __init__


COMPILED[
    "def __create_fn__(_type_seat, _type_cards, _type_kind, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,seat:_type_seat,cards:_type_cards,kind:_type_kind,path:_type_path)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'cards',cards)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(seat={self.seat!r}, cards={self.cards!r}, kind={self.kind!r}, path={self.path!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(seat={self.seat!r}, cards={self.cards!r}, kind={self.kind!r}, path={self.path!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.seat,
                self.cards,
                self.kind,
                self.path,
            ) == (
                other.seat,
                other.cards,
                other.kind,
                other.path,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.seat,self.cards,self.kind,self.path,)==(other.seat,other.cards,other.kind,other.path,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "seat",
            "cards",
            "kind",
            "path",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('seat','cards','kind','path',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "seat",
            "cards",
            "kind",
            "path",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('seat','cards','kind','path',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.seat,
                self.cards,
                self.kind,
                self.path,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.seat,self.cards,self.kind,self.path,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_variant,
    _type_dealer,
    _type_hands,
    _type_chien,
    _type_dead,
    _type_turned,
    _type_discard,
    _type_calls,
    _type_annonces,
    _type_belote,
    _type_tricks,
    _type_claim,
    _type_fingerprint,
    _type_as_dealt,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_fingerprint,
    _dflt_as_dealt,
    _return_type,
):
    def __init__(
        self,
        variant: _type_variant,
        dealer: _type_dealer,
        hands: _type_hands,
        chien: _type_chien,
        dead: _type_dead,
        turned: _type_turned,
        discard: _type_discard,
        calls: _type_calls,
        annonces: _type_annonces,
        belote: _type_belote,
        tricks: _type_tricks,
        claim: _type_claim,
        fingerprint: _type_fingerprint = _dflt_fingerprint,
        as_dealt: _type_as_dealt = _dflt_as_dealt,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "variant", variant)
        __dataclass_builtins_object__.__setattr__(self, "dealer", dealer)
        __dataclass_builtins_object__.__setattr__(self, "hands", hands)
        __dataclass_builtins_object__.__setattr__(self, "chien", chien)
        __dataclass_builtins_object__.__setattr__(self, "dead", dead)
        __dataclass_builtins_object__.__setattr__(self, "turned", turned)
        __dataclass_builtins_object__.__setattr__(self, "discard", discard)
        __dataclass_builtins_object__.__setattr__(self, "calls", calls)
        __dataclass_builtins_object__.__setattr__(self, "annonces", annonces)
        __dataclass_builtins_object__.__setattr__(self, "belote", belote)
        __dataclass_builtins_object__.__setattr__(self, "tricks", tricks)
        __dataclass_builtins_object__.__setattr__(self, "claim", claim)
        __dataclass_builtins_object__.__setattr__(self, "fingerprint", fingerprint)
        __dataclass_builtins_object__.__setattr__(self, "as_dealt", as_dealt)

    return __init__


COMPILED[
    "def __create_fn__(_type_variant, _type_dealer, _type_hands, _type_chien, _type_dead, _type_turned, _type_discard, _type_calls, _type_annonces, _type_belote, _type_tricks, _type_claim, _type_fingerprint, _type_as_dealt, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_fingerprint, _dflt_as_dealt, _return_type):\n def __init__(self,variant:_type_variant,dealer:_type_dealer,hands:_type_hands,chien:_type_chien,dead:_type_dead,turned:_type_turned,discard:_type_discard,calls:_type_calls,annonces:_type_annonces,belote:_type_belote,tricks:_type_tricks,claim:_type_claim,fingerprint:_type_fingerprint=_dflt_fingerprint,as_dealt:_type_as_dealt=_dflt_as_dealt)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'variant',variant)\n  __dataclass_builtins_object__.__setattr__(self,'dealer',dealer)\n  __dataclass_builtins_object__.__setattr__(self,'hands',hands)\n  __dataclass_builtins_object__.__setattr__(self,'chien',chien)\n  __dataclass_builtins_object__.__setattr__(self,'dead',dead)\n  __dataclass_builtins_object__.__setattr__(self,'turned',turned)\n  __dataclass_builtins_object__.__setattr__(self,'discard',discard)\n  __dataclass_builtins_object__.__setattr__(self,'calls',calls)\n  __dataclass_builtins_object__.__setattr__(self,'annonces',annonces)\n  __dataclass_builtins_object__.__setattr__(self,'belote',belote)\n  __dataclass_builtins_object__.__setattr__(self,'tricks',tricks)\n  __dataclass_builtins_object__.__setattr__(self,'claim',claim)\n  __dataclass_builtins_object__.__setattr__(self,'fingerprint',fingerprint)\n  __dataclass_builtins_object__.__setattr__(self,'as_dealt',as_dealt)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(variant={self.variant!r}, dealer={self.dealer!r}, hands={self.hands!r}, chien={self.chien!r}, dead={self.dead!r}, turned={self.turned!r}, discard={self.discard!r}, calls={self.calls!r}, annonces={self.annonces!r}, belote={self.belote!r}, tricks={self.tricks!r}, claim={self.claim!r}, fingerprint={self.fingerprint!r}, as_dealt={self.as_dealt!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(variant={self.variant!r}, dealer={self.dealer!r}, hands={self.hands!r}, chien={self.chien!r}, dead={self.dead!r}, turned={self.turned!r}, discard={self.discard!r}, calls={self.calls!r}, annonces={self.annonces!r}, belote={self.belote!r}, tricks={self.tricks!r}, claim={self.claim!r}, fingerprint={self.fingerprint!r}, as_dealt={self.as_dealt!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.variant,
                self.dealer,
                self.hands,
                self.chien,
                self.dead,
                self.turned,
                self.discard,
                self.calls,
                self.annonces,
                self.belote,
                self.tricks,
                self.claim,
                self.fingerprint,
                self.as_dealt,
            ) == (
                other.variant,
                other.dealer,
                other.hands,
                other.chien,
                other.dead,
                other.turned,
                other.discard,
                other.calls,
                other.annonces,
                other.belote,
                other.tricks,
                other.claim,
                other.fingerprint,
                other.as_dealt,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.variant,self.dealer,self.hands,self.chien,self.dead,self.turned,self.discard,self.calls,self.annonces,self.belote,self.tricks,self.claim,self.fingerprint,self.as_dealt,)==(other.variant,other.dealer,other.hands,other.chien,other.dead,other.turned,other.discard,other.calls,other.annonces,other.belote,other.tricks,other.claim,other.fingerprint,other.as_dealt,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "variant",
            "dealer",
            "hands",
            "chien",
            "dead",
            "turned",
            "discard",
            "calls",
            "annonces",
            "belote",
            "tricks",
            "claim",
            "fingerprint",
            "as_dealt",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('variant','dealer','hands','chien','dead','turned','discard','calls','annonces','belote','tricks','claim','fingerprint','as_dealt',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "variant",
            "dealer",
            "hands",
            "chien",
            "dead",
            "turned",
            "discard",
            "calls",
            "annonces",
            "belote",
            "tricks",
            "claim",
            "fingerprint",
            "as_dealt",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('variant','dealer','hands','chien','dead','turned','discard','calls','annonces','belote','tricks','claim','fingerprint','as_dealt',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.variant,
                self.dealer,
                self.hands,
                self.chien,
                self.dead,
                self.turned,
                self.discard,
                self.calls,
                self.annonces,
                self.belote,
                self.tricks,
                self.claim,
                self.fingerprint,
                self.as_dealt,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.variant,self.dealer,self.hands,self.chien,self.dead,self.turned,self.discard,self.calls,self.annonces,self.belote,self.tricks,self.claim,self.fingerprint,self.as_dealt,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_last_trick,
    _type_multipliers,
    _type_belote,
    _type_belote_called,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        last_trick: _type_last_trick,
        multipliers: _type_multipliers,
        belote: _type_belote,
        belote_called: _type_belote_called,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "last_trick", last_trick)
        __dataclass_builtins_object__.__setattr__(self, "multipliers", multipliers)
        __dataclass_builtins_object__.__setattr__(self, "belote", belote)
        __dataclass_builtins_object__.__setattr__(self, "belote_called", belote_called)

    return __init__


COMPILED[
    "def __create_fn__(_type_last_trick, _type_multipliers, _type_belote, _type_belote_called, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,last_trick:_type_last_trick,multipliers:_type_multipliers,belote:_type_belote,belote_called:_type_belote_called)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'last_trick',last_trick)\n  __dataclass_builtins_object__.__setattr__(self,'multipliers',multipliers)\n  __dataclass_builtins_object__.__setattr__(self,'belote',belote)\n  __dataclass_builtins_object__.__setattr__(self,'belote_called',belote_called)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(last_trick={self.last_trick!r}, multipliers={self.multipliers!r}, belote={self.belote!r}, belote_called={self.belote_called!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(last_trick={self.last_trick!r}, multipliers={self.multipliers!r}, belote={self.belote!r}, belote_called={self.belote_called!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.last_trick,
                self.multipliers,
                self.belote,
                self.belote_called,
            ) == (
                other.last_trick,
                other.multipliers,
                other.belote,
                other.belote_called,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.last_trick,self.multipliers,self.belote,self.belote_called,)==(other.last_trick,other.multipliers,other.belote,other.belote_called,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "last_trick",
            "multipliers",
            "belote",
            "belote_called",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('last_trick','multipliers','belote','belote_called',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "last_trick",
            "multipliers",
            "belote",
            "belote_called",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('last_trick','multipliers','belote','belote_called',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.last_trick,
                self.multipliers,
                self.belote,
                self.belote_called,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.last_trick,self.multipliers,self.belote,self.belote_called,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_leading,
    _type_can_follow,
    _type_led_trump,
    _type_all_trump,
    _type_can_overtake,
    _type_partner_master,
    _type_holds_trumps,
    _type_holds_higher_trumps,
    _type_trumps_on_table,
    _type_holds_non_trumps,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        leading: _type_leading,
        can_follow: _type_can_follow,
        led_trump: _type_led_trump,
        all_trump: _type_all_trump,
        can_overtake: _type_can_overtake,
        partner_master: _type_partner_master,
        holds_trumps: _type_holds_trumps,
        holds_higher_trumps: _type_holds_higher_trumps,
        trumps_on_table: _type_trumps_on_table,
        holds_non_trumps: _type_holds_non_trumps,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "leading", leading)
        __dataclass_builtins_object__.__setattr__(self, "can_follow", can_follow)
        __dataclass_builtins_object__.__setattr__(self, "led_trump", led_trump)
        __dataclass_builtins_object__.__setattr__(self, "all_trump", all_trump)
        __dataclass_builtins_object__.__setattr__(self, "can_overtake", can_overtake)
        __dataclass_builtins_object__.__setattr__(self, "partner_master", partner_master)
        __dataclass_builtins_object__.__setattr__(self, "holds_trumps", holds_trumps)
        __dataclass_builtins_object__.__setattr__(self, "holds_higher_trumps", holds_higher_trumps)
        __dataclass_builtins_object__.__setattr__(self, "trumps_on_table", trumps_on_table)
        __dataclass_builtins_object__.__setattr__(self, "holds_non_trumps", holds_non_trumps)

    return __init__


COMPILED[
    "def __create_fn__(_type_leading, _type_can_follow, _type_led_trump, _type_all_trump, _type_can_overtake, _type_partner_master, _type_holds_trumps, _type_holds_higher_trumps, _type_trumps_on_table, _type_holds_non_trumps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,leading:_type_leading,can_follow:_type_can_follow,led_trump:_type_led_trump,all_trump:_type_all_trump,can_overtake:_type_can_overtake,partner_master:_type_partner_master,holds_trumps:_type_holds_trumps,holds_higher_trumps:_type_holds_higher_trumps,trumps_on_table:_type_trumps_on_table,holds_non_trumps:_type_holds_non_trumps)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'leading',leading)\n  __dataclass_builtins_object__.__setattr__(self,'can_follow',can_follow)\n  __dataclass_builtins_object__.__setattr__(self,'led_trump',led_trump)\n  __dataclass_builtins_object__.__setattr__(self,'all_trump',all_trump)\n  __dataclass_builtins_object__.__setattr__(self,'can_overtake',can_overtake)\n  __dataclass_builtins_object__.__setattr__(self,'partner_master',partner_master)\n  __dataclass_builtins_object__.__setattr__(self,'holds_trumps',holds_trumps)\n  __dataclass_builtins_object__.__setattr__(self,'holds_higher_trumps',holds_higher_trumps)\n  __dataclass_builtins_object__.__setattr__(self,'trumps_on_table',trumps_on_table)\n  __dataclass_builtins_object__.__setattr__(self,'holds_non_trumps',holds_non_trumps)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(leading={self.leading!r}, can_follow={self.can_follow!r}, led_trump={self.led_trump!r}, all_trump={self.all_trump!r}, can_overtake={self.can_overtake!r}, partner_master={self.partner_master!r}, holds_trumps={self.holds_trumps!r}, holds_higher_trumps={self.holds_higher_trumps!r}, trumps_on_table={self.trumps_on_table!r}, holds_non_trumps={self.holds_non_trumps!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(leading={self.leading!r}, can_follow={self.can_follow!r}, led_trump={self.led_trump!r}, all_trump={self.all_trump!r}, can_overtake={self.can_overtake!r}, partner_master={self.partner_master!r}, holds_trumps={self.holds_trumps!r}, holds_higher_trumps={self.holds_higher_trumps!r}, trumps_on_table={self.trumps_on_table!r}, holds_non_trumps={self.holds_non_trumps!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.leading,
                self.can_follow,
                self.led_trump,
                self.all_trump,
                self.can_overtake,
                self.partner_master,
                self.holds_trumps,
                self.holds_higher_trumps,
                self.trumps_on_table,
                self.holds_non_trumps,
            ) == (
                other.leading,
                other.can_follow,
                other.led_trump,
                other.all_trump,
                other.can_overtake,
                other.partner_master,
                other.holds_trumps,
                other.holds_higher_trumps,
                other.trumps_on_table,
                other.holds_non_trumps,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.leading,self.can_follow,self.led_trump,self.all_trump,self.can_overtake,self.partner_master,self.holds_trumps,self.holds_higher_trumps,self.trumps_on_table,self.holds_non_trumps,)==(other.leading,other.can_follow,other.led_trump,other.all_trump,other.can_overtake,other.partner_master,other.holds_trumps,other.holds_higher_trumps,other.trumps_on_table,other.holds_non_trumps,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "leading",
            "can_follow",
            "led_trump",
            "all_trump",
            "can_overtake",
            "partner_master",
            "holds_trumps",
            "holds_higher_trumps",
            "trumps_on_table",
            "holds_non_trumps",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('leading','can_follow','led_trump','all_trump','can_overtake','partner_master','holds_trumps','holds_higher_trumps','trumps_on_table','holds_non_trumps',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "leading",
            "can_follow",
            "led_trump",
            "all_trump",
            "can_overtake",
            "partner_master",
            "holds_trumps",
            "holds_higher_trumps",
            "trumps_on_table",
            "holds_non_trumps",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('leading','can_follow','led_trump','all_trump','can_overtake','partner_master','holds_trumps','holds_higher_trumps','trumps_on_table','holds_non_trumps',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.leading,
                self.can_follow,
                self.led_trump,
                self.all_trump,
                self.can_overtake,
                self.partner_master,
                self.holds_trumps,
                self.holds_higher_trumps,
                self.trumps_on_table,
                self.holds_non_trumps,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.leading,self.can_follow,self.led_trump,self.all_trump,self.can_overtake,self.partner_master,self.holds_trumps,self.holds_higher_trumps,self.trumps_on_table,self.holds_non_trumps,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_allowed,
    _type_steps,
    _type_follow_binds,
    _type_plain_follow_free,
    _type_trumpless_discard_free,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        allowed: _type_allowed,
        steps: _type_steps,
        follow_binds: _type_follow_binds,
        plain_follow_free: _type_plain_follow_free,
        trumpless_discard_free: _type_trumpless_discard_free,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "allowed", allowed)
        __dataclass_builtins_object__.__setattr__(self, "steps", steps)
        __dataclass_builtins_object__.__setattr__(self, "follow_binds", follow_binds)
        __dataclass_builtins_object__.__setattr__(self, "plain_follow_free", plain_follow_free)
        __dataclass_builtins_object__.__setattr__(self, "trumpless_discard_free", trumpless_discard_free)

    return __init__


COMPILED[
    "def __create_fn__(_type_allowed, _type_steps, _type_follow_binds, _type_plain_follow_free, _type_trumpless_discard_free, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,allowed:_type_allowed,steps:_type_steps,follow_binds:_type_follow_binds,plain_follow_free:_type_plain_follow_free,trumpless_discard_free:_type_trumpless_discard_free)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'allowed',allowed)\n  __dataclass_builtins_object__.__setattr__(self,'steps',steps)\n  __dataclass_builtins_object__.__setattr__(self,'follow_binds',follow_binds)\n  __dataclass_builtins_object__.__setattr__(self,'plain_follow_free',plain_follow_free)\n  __dataclass_builtins_object__.__setattr__(self,'trumpless_discard_free',trumpless_discard_free)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(allowed={self.allowed!r}, steps={self.steps!r}, follow_binds={self.follow_binds!r}, plain_follow_free={self.plain_follow_free!r}, trumpless_discard_free={self.trumpless_discard_free!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(allowed={self.allowed!r}, steps={self.steps!r}, follow_binds={self.follow_binds!r}, plain_follow_free={self.plain_follow_free!r}, trumpless_discard_free={self.trumpless_discard_free!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.allowed,
                self.steps,
                self.follow_binds,
                self.plain_follow_free,
                self.trumpless_discard_free,
            ) == (
                other.allowed,
                other.steps,
                other.follow_binds,
                other.plain_follow_free,
                other.trumpless_discard_free,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.allowed,self.steps,self.follow_binds,self.plain_follow_free,self.trumpless_discard_free,)==(other.allowed,other.steps,other.follow_binds,other.plain_follow_free,other.trumpless_discard_free,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "allowed",
            "steps",
            "follow_binds",
            "plain_follow_free",
            "trumpless_discard_free",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('allowed','steps','follow_binds','plain_follow_free','trumpless_discard_free',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "allowed",
            "steps",
            "follow_binds",
            "plain_follow_free",
            "trumpless_discard_free",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('allowed','steps','follow_binds','plain_follow_free','trumpless_discard_free',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.allowed,
                self.steps,
                self.follow_binds,
                self.plain_follow_free,
                self.trumpless_discard_free,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.allowed,self.steps,self.follow_binds,self.plain_follow_free,self.trumpless_discard_free,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_kind,
    _type_trump,
    _type_points,
    _type_strength,
    _type_is_trump,
    _type_trump_mask,
    _type_higher,
    _type_key_by_led,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        kind: _type_kind,
        trump: _type_trump,
        points: _type_points,
        strength: _type_strength,
        is_trump: _type_is_trump,
        trump_mask: _type_trump_mask,
        higher: _type_higher,
        key_by_led: _type_key_by_led,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "trump", trump)
        __dataclass_builtins_object__.__setattr__(self, "points", points)
        __dataclass_builtins_object__.__setattr__(self, "strength", strength)
        __dataclass_builtins_object__.__setattr__(self, "is_trump", is_trump)
        __dataclass_builtins_object__.__setattr__(self, "trump_mask", trump_mask)
        __dataclass_builtins_object__.__setattr__(self, "higher", higher)
        __dataclass_builtins_object__.__setattr__(self, "key_by_led", key_by_led)

    return __init__


COMPILED[
    "def __create_fn__(_type_kind, _type_trump, _type_points, _type_strength, _type_is_trump, _type_trump_mask, _type_higher, _type_key_by_led, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,kind:_type_kind,trump:_type_trump,points:_type_points,strength:_type_strength,is_trump:_type_is_trump,trump_mask:_type_trump_mask,higher:_type_higher,key_by_led:_type_key_by_led)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'trump',trump)\n  __dataclass_builtins_object__.__setattr__(self,'points',points)\n  __dataclass_builtins_object__.__setattr__(self,'strength',strength)\n  __dataclass_builtins_object__.__setattr__(self,'is_trump',is_trump)\n  __dataclass_builtins_object__.__setattr__(self,'trump_mask',trump_mask)\n  __dataclass_builtins_object__.__setattr__(self,'higher',higher)\n  __dataclass_builtins_object__.__setattr__(self,'key_by_led',key_by_led)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(kind={self.kind!r}, trump={self.trump!r}, points={self.points!r}, strength={self.strength!r}, is_trump={self.is_trump!r}, trump_mask={self.trump_mask!r}, higher={self.higher!r}, key_by_led={self.key_by_led!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, trump={self.trump!r}, points={self.points!r}, strength={self.strength!r}, is_trump={self.is_trump!r}, trump_mask={self.trump_mask!r}, higher={self.higher!r}, key_by_led={self.key_by_led!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.kind,
                self.trump,
                self.points,
                self.strength,
                self.is_trump,
                self.trump_mask,
                self.higher,
                self.key_by_led,
            ) == (
                other.kind,
                other.trump,
                other.points,
                other.strength,
                other.is_trump,
                other.trump_mask,
                other.higher,
                other.key_by_led,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.trump,self.points,self.strength,self.is_trump,self.trump_mask,self.higher,self.key_by_led,)==(other.kind,other.trump,other.points,other.strength,other.is_trump,other.trump_mask,other.higher,other.key_by_led,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "kind",
            "trump",
            "points",
            "strength",
            "is_trump",
            "trump_mask",
            "higher",
            "key_by_led",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('kind','trump','points','strength','is_trump','trump_mask','higher','key_by_led',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "kind",
            "trump",
            "points",
            "strength",
            "is_trump",
            "trump_mask",
            "higher",
            "key_by_led",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('kind','trump','points','strength','is_trump','trump_mask','higher','key_by_led',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.kind,
                self.trump,
                self.points,
                self.strength,
                self.is_trump,
                self.trump_mask,
                self.higher,
                self.key_by_led,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.trump,self.points,self.strength,self.is_trump,self.trump_mask,self.higher,self.key_by_led,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_allowed, _type_steps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type
):
    def __init__(self, allowed: _type_allowed, steps: _type_steps) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "allowed", allowed)
        __dataclass_builtins_object__.__setattr__(self, "steps", steps)

    return __init__


COMPILED[
    "def __create_fn__(_type_allowed, _type_steps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,allowed:_type_allowed,steps:_type_steps)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'allowed',allowed)\n  __dataclass_builtins_object__.__setattr__(self,'steps',steps)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(allowed={self.allowed!r}, steps={self.steps!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(allowed={self.allowed!r}, steps={self.steps!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.allowed,
                self.steps,
            ) == (
                other.allowed,
                other.steps,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.allowed,self.steps,)==(other.allowed,other.steps,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "allowed",
            "steps",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('allowed','steps',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "allowed",
            "steps",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('allowed','steps',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.allowed,
                self.steps,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.allowed,self.steps,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_kind,
    _type_rule,
    _type_seat,
    _type_card,
    _type_trick,
    _type_position,
    _type_index,
    _type_allowed,
    _type_leader,
    _type_reason,
    _type_subset,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_seat,
    _dflt_card,
    _dflt_trick,
    _dflt_position,
    _dflt_index,
    _dflt_allowed,
    _dflt_leader,
    _dflt_reason,
    _dflt_subset,
    _return_type,
):
    def __init__(
        self,
        kind: _type_kind,
        rule: _type_rule,
        seat: _type_seat = _dflt_seat,
        card: _type_card = _dflt_card,
        trick: _type_trick = _dflt_trick,
        position: _type_position = _dflt_position,
        index: _type_index = _dflt_index,
        allowed: _type_allowed = _dflt_allowed,
        leader: _type_leader = _dflt_leader,
        reason: _type_reason = _dflt_reason,
        subset: _type_subset = _dflt_subset,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "kind", kind)
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "card", card)
        __dataclass_builtins_object__.__setattr__(self, "trick", trick)
        __dataclass_builtins_object__.__setattr__(self, "position", position)
        __dataclass_builtins_object__.__setattr__(self, "index", index)
        __dataclass_builtins_object__.__setattr__(self, "allowed", allowed)
        __dataclass_builtins_object__.__setattr__(self, "leader", leader)
        __dataclass_builtins_object__.__setattr__(self, "reason", reason)
        __dataclass_builtins_object__.__setattr__(self, "subset", subset)

    return __init__


COMPILED[
    "def __create_fn__(_type_kind, _type_rule, _type_seat, _type_card, _type_trick, _type_position, _type_index, _type_allowed, _type_leader, _type_reason, _type_subset, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_seat, _dflt_card, _dflt_trick, _dflt_position, _dflt_index, _dflt_allowed, _dflt_leader, _dflt_reason, _dflt_subset, _return_type):\n def __init__(self,kind:_type_kind,rule:_type_rule,seat:_type_seat=_dflt_seat,card:_type_card=_dflt_card,trick:_type_trick=_dflt_trick,position:_type_position=_dflt_position,index:_type_index=_dflt_index,allowed:_type_allowed=_dflt_allowed,leader:_type_leader=_dflt_leader,reason:_type_reason=_dflt_reason,subset:_type_subset=_dflt_subset)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'card',card)\n  __dataclass_builtins_object__.__setattr__(self,'trick',trick)\n  __dataclass_builtins_object__.__setattr__(self,'position',position)\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n  __dataclass_builtins_object__.__setattr__(self,'allowed',allowed)\n  __dataclass_builtins_object__.__setattr__(self,'leader',leader)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n  __dataclass_builtins_object__.__setattr__(self,'subset',subset)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(kind={self.kind!r}, rule={self.rule!r}, seat={self.seat!r}, card={self.card!r}, trick={self.trick!r}, position={self.position!r}, index={self.index!r}, allowed={self.allowed!r}, leader={self.leader!r}, reason={self.reason!r}, subset={self.subset!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, rule={self.rule!r}, seat={self.seat!r}, card={self.card!r}, trick={self.trick!r}, position={self.position!r}, index={self.index!r}, allowed={self.allowed!r}, leader={self.leader!r}, reason={self.reason!r}, subset={self.subset!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.kind,
                self.rule,
                self.seat,
                self.card,
                self.trick,
                self.position,
                self.index,
                self.allowed,
                self.leader,
                self.reason,
                self.subset,
            ) == (
                other.kind,
                other.rule,
                other.seat,
                other.card,
                other.trick,
                other.position,
                other.index,
                other.allowed,
                other.leader,
                other.reason,
                other.subset,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.rule,self.seat,self.card,self.trick,self.position,self.index,self.allowed,self.leader,self.reason,self.subset,)==(other.kind,other.rule,other.seat,other.card,other.trick,other.position,other.index,other.allowed,other.leader,other.reason,other.subset,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "kind",
            "rule",
            "seat",
            "card",
            "trick",
            "position",
            "index",
            "allowed",
            "leader",
            "reason",
            "subset",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('kind','rule','seat','card','trick','position','index','allowed','leader','reason','subset',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "kind",
            "rule",
            "seat",
            "card",
            "trick",
            "position",
            "index",
            "allowed",
            "leader",
            "reason",
            "subset",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('kind','rule','seat','card','trick','position','index','allowed','leader','reason','subset',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.kind,
                self.rule,
                self.seat,
                self.card,
                self.trick,
                self.position,
                self.index,
                self.allowed,
                self.leader,
                self.reason,
                self.subset,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.rule,self.seat,self.card,self.trick,self.position,self.index,self.allowed,self.leader,self.reason,self.subset,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_number,
    _type_order,
    _type_before,
    _type_hand,
    _type_card,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_card,
    _return_type,
):
    def __init__(
        self,
        number: _type_number,
        order: _type_order,
        before: _type_before,
        hand: _type_hand,
        card: _type_card = _dflt_card,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "number", number)
        __dataclass_builtins_object__.__setattr__(self, "order", order)
        __dataclass_builtins_object__.__setattr__(self, "before", before)
        __dataclass_builtins_object__.__setattr__(self, "hand", hand)
        __dataclass_builtins_object__.__setattr__(self, "card", card)

    return __init__


COMPILED[
    "def __create_fn__(_type_number, _type_order, _type_before, _type_hand, _type_card, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_card, _return_type):\n def __init__(self,number:_type_number,order:_type_order,before:_type_before,hand:_type_hand,card:_type_card=_dflt_card)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'number',number)\n  __dataclass_builtins_object__.__setattr__(self,'order',order)\n  __dataclass_builtins_object__.__setattr__(self,'before',before)\n  __dataclass_builtins_object__.__setattr__(self,'hand',hand)\n  __dataclass_builtins_object__.__setattr__(self,'card',card)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(number={self.number!r}, order={self.order!r}, before={self.before!r}, hand={self.hand!r}, card={self.card!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(number={self.number!r}, order={self.order!r}, before={self.before!r}, hand={self.hand!r}, card={self.card!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.number,
                self.order,
                self.before,
                self.hand,
                self.card,
            ) == (
                other.number,
                other.order,
                other.before,
                other.hand,
                other.card,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.number,self.order,self.before,self.hand,self.card,)==(other.number,other.order,other.before,other.hand,other.card,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "number",
            "order",
            "before",
            "hand",
            "card",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('number','order','before','hand','card',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "number",
            "order",
            "before",
            "hand",
            "card",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('number','order','before','hand','card',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.number,
                self.order,
                self.before,
                self.hand,
                self.card,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.number,self.order,self.before,self.hand,self.card,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_number,
    _type_leader,
    _type_order,
    _type_cards,
    _type_winner,
    _type_points,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        number: _type_number,
        leader: _type_leader,
        order: _type_order,
        cards: _type_cards,
        winner: _type_winner,
        points: _type_points,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "number", number)
        __dataclass_builtins_object__.__setattr__(self, "leader", leader)
        __dataclass_builtins_object__.__setattr__(self, "order", order)
        __dataclass_builtins_object__.__setattr__(self, "cards", cards)
        __dataclass_builtins_object__.__setattr__(self, "winner", winner)
        __dataclass_builtins_object__.__setattr__(self, "points", points)

    return __init__


COMPILED[
    "def __create_fn__(_type_number, _type_leader, _type_order, _type_cards, _type_winner, _type_points, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,number:_type_number,leader:_type_leader,order:_type_order,cards:_type_cards,winner:_type_winner,points:_type_points)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'number',number)\n  __dataclass_builtins_object__.__setattr__(self,'leader',leader)\n  __dataclass_builtins_object__.__setattr__(self,'order',order)\n  __dataclass_builtins_object__.__setattr__(self,'cards',cards)\n  __dataclass_builtins_object__.__setattr__(self,'winner',winner)\n  __dataclass_builtins_object__.__setattr__(self,'points',points)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(number={self.number!r}, leader={self.leader!r}, order={self.order!r}, cards={self.cards!r}, winner={self.winner!r}, points={self.points!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(number={self.number!r}, leader={self.leader!r}, order={self.order!r}, cards={self.cards!r}, winner={self.winner!r}, points={self.points!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.number,
                self.leader,
                self.order,
                self.cards,
                self.winner,
                self.points,
            ) == (
                other.number,
                other.leader,
                other.order,
                other.cards,
                other.winner,
                other.points,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.number,self.leader,self.order,self.cards,self.winner,self.points,)==(other.number,other.leader,other.order,other.cards,other.winner,other.points,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "number",
            "leader",
            "order",
            "cards",
            "winner",
            "points",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('number','leader','order','cards','winner','points',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "number",
            "leader",
            "order",
            "cards",
            "winner",
            "points",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('number','leader','order','cards','winner','points',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.number,
                self.leader,
                self.order,
                self.cards,
                self.winner,
                self.points,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.number,self.leader,self.order,self.cards,self.winner,self.points,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_hands,
    _type_chien,
    _type_turned,
    _type_discard,
    _type_belote,
    _type_tricks,
    _type_first,
    _type_taker,
    _type_calls,
    _type_codes,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_taker,
    _dflt_calls,
    _dflt_codes,
    _return_type,
):
    def __init__(
        self,
        hands: _type_hands,
        chien: _type_chien,
        turned: _type_turned,
        discard: _type_discard,
        belote: _type_belote,
        tricks: _type_tricks,
        first: _type_first,
        taker: _type_taker = _dflt_taker,
        calls: _type_calls = _dflt_calls,
        codes: _type_codes = _dflt_codes,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "hands", hands)
        __dataclass_builtins_object__.__setattr__(self, "chien", chien)
        __dataclass_builtins_object__.__setattr__(self, "turned", turned)
        __dataclass_builtins_object__.__setattr__(self, "discard", discard)
        __dataclass_builtins_object__.__setattr__(self, "belote", belote)
        __dataclass_builtins_object__.__setattr__(self, "tricks", tricks)
        __dataclass_builtins_object__.__setattr__(self, "first", first)
        __dataclass_builtins_object__.__setattr__(self, "taker", taker)
        __dataclass_builtins_object__.__setattr__(self, "calls", calls)
        __dataclass_builtins_object__.__setattr__(self, "codes", codes)

    return __init__


COMPILED[
    "def __create_fn__(_type_hands, _type_chien, _type_turned, _type_discard, _type_belote, _type_tricks, _type_first, _type_taker, _type_calls, _type_codes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_taker, _dflt_calls, _dflt_codes, _return_type):\n def __init__(self,hands:_type_hands,chien:_type_chien,turned:_type_turned,discard:_type_discard,belote:_type_belote,tricks:_type_tricks,first:_type_first,taker:_type_taker=_dflt_taker,calls:_type_calls=_dflt_calls,codes:_type_codes=_dflt_codes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'hands',hands)\n  __dataclass_builtins_object__.__setattr__(self,'chien',chien)\n  __dataclass_builtins_object__.__setattr__(self,'turned',turned)\n  __dataclass_builtins_object__.__setattr__(self,'discard',discard)\n  __dataclass_builtins_object__.__setattr__(self,'belote',belote)\n  __dataclass_builtins_object__.__setattr__(self,'tricks',tricks)\n  __dataclass_builtins_object__.__setattr__(self,'first',first)\n  __dataclass_builtins_object__.__setattr__(self,'taker',taker)\n  __dataclass_builtins_object__.__setattr__(self,'calls',calls)\n  __dataclass_builtins_object__.__setattr__(self,'codes',codes)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(hands={self.hands!r}, chien={self.chien!r}, turned={self.turned!r}, discard={self.discard!r}, belote={self.belote!r}, tricks={self.tricks!r}, first={self.first!r}, taker={self.taker!r}, calls={self.calls!r}, codes={self.codes!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(hands={self.hands!r}, chien={self.chien!r}, turned={self.turned!r}, discard={self.discard!r}, belote={self.belote!r}, tricks={self.tricks!r}, first={self.first!r}, taker={self.taker!r}, calls={self.calls!r}, codes={self.codes!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.hands,
                self.chien,
                self.turned,
                self.discard,
                self.belote,
                self.tricks,
                self.first,
                self.taker,
                self.calls,
                self.codes,
            ) == (
                other.hands,
                other.chien,
                other.turned,
                other.discard,
                other.belote,
                other.tricks,
                other.first,
                other.taker,
                other.calls,
                other.codes,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.hands,self.chien,self.turned,self.discard,self.belote,self.tricks,self.first,self.taker,self.calls,self.codes,)==(other.hands,other.chien,other.turned,other.discard,other.belote,other.tricks,other.first,other.taker,other.calls,other.codes,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "hands",
            "chien",
            "turned",
            "discard",
            "belote",
            "tricks",
            "first",
            "taker",
            "calls",
            "codes",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('hands','chien','turned','discard','belote','tricks','first','taker','calls','codes',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "hands",
            "chien",
            "turned",
            "discard",
            "belote",
            "tricks",
            "first",
            "taker",
            "calls",
            "codes",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('hands','chien','turned','discard','belote','tricks','first','taker','calls','codes',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.hands,
                self.chien,
                self.turned,
                self.discard,
                self.belote,
                self.tricks,
                self.first,
                self.taker,
                self.calls,
                self.codes,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.hands,self.chien,self.turned,self.discard,self.belote,self.tricks,self.first,self.taker,self.calls,self.codes,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_unit_of,
    _type_orders,
    _type_chien,
    _type_discard,
    _type_tricks,
    _type_deal,
    _type_auction,
    _type_plays,
    _type_belotes,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        unit_of: _type_unit_of,
        orders: _type_orders,
        chien: _type_chien,
        discard: _type_discard,
        tricks: _type_tricks,
        deal: _type_deal,
        auction: _type_auction,
        plays: _type_plays,
        belotes: _type_belotes,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "unit_of", unit_of)
        __dataclass_builtins_object__.__setattr__(self, "orders", orders)
        __dataclass_builtins_object__.__setattr__(self, "chien", chien)
        __dataclass_builtins_object__.__setattr__(self, "discard", discard)
        __dataclass_builtins_object__.__setattr__(self, "tricks", tricks)
        __dataclass_builtins_object__.__setattr__(self, "deal", deal)
        __dataclass_builtins_object__.__setattr__(self, "auction", auction)
        __dataclass_builtins_object__.__setattr__(self, "plays", plays)
        __dataclass_builtins_object__.__setattr__(self, "belotes", belotes)

    return __init__


COMPILED[
    "def __create_fn__(_type_unit_of, _type_orders, _type_chien, _type_discard, _type_tricks, _type_deal, _type_auction, _type_plays, _type_belotes, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,unit_of:_type_unit_of,orders:_type_orders,chien:_type_chien,discard:_type_discard,tricks:_type_tricks,deal:_type_deal,auction:_type_auction,plays:_type_plays,belotes:_type_belotes)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'unit_of',unit_of)\n  __dataclass_builtins_object__.__setattr__(self,'orders',orders)\n  __dataclass_builtins_object__.__setattr__(self,'chien',chien)\n  __dataclass_builtins_object__.__setattr__(self,'discard',discard)\n  __dataclass_builtins_object__.__setattr__(self,'tricks',tricks)\n  __dataclass_builtins_object__.__setattr__(self,'deal',deal)\n  __dataclass_builtins_object__.__setattr__(self,'auction',auction)\n  __dataclass_builtins_object__.__setattr__(self,'plays',plays)\n  __dataclass_builtins_object__.__setattr__(self,'belotes',belotes)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(unit_of={self.unit_of!r}, orders={self.orders!r}, chien={self.chien!r}, discard={self.discard!r}, tricks={self.tricks!r}, deal={self.deal!r}, auction={self.auction!r}, plays={self.plays!r}, belotes={self.belotes!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(unit_of={self.unit_of!r}, orders={self.orders!r}, chien={self.chien!r}, discard={self.discard!r}, tricks={self.tricks!r}, deal={self.deal!r}, auction={self.auction!r}, plays={self.plays!r}, belotes={self.belotes!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.unit_of,
                self.orders,
                self.chien,
                self.discard,
                self.tricks,
                self.deal,
                self.auction,
                self.plays,
                self.belotes,
            ) == (
                other.unit_of,
                other.orders,
                other.chien,
                other.discard,
                other.tricks,
                other.deal,
                other.auction,
                other.plays,
                other.belotes,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.unit_of,self.orders,self.chien,self.discard,self.tricks,self.deal,self.auction,self.plays,self.belotes,)==(other.unit_of,other.orders,other.chien,other.discard,other.tricks,other.deal,other.auction,other.plays,other.belotes,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "unit_of",
            "orders",
            "chien",
            "discard",
            "tricks",
            "deal",
            "auction",
            "plays",
            "belotes",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('unit_of','orders','chien','discard','tricks','deal','auction','plays','belotes',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "unit_of",
            "orders",
            "chien",
            "discard",
            "tricks",
            "deal",
            "auction",
            "plays",
            "belotes",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('unit_of','orders','chien','discard','tricks','deal','auction','plays','belotes',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.unit_of,
                self.orders,
                self.chien,
                self.discard,
                self.tricks,
                self.deal,
                self.auction,
                self.plays,
                self.belotes,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.unit_of,self.orders,self.chien,self.discard,self.tricks,self.deal,self.auction,self.plays,self.belotes,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_hands,
    _type_shape,
    _type_auction,
    _type_taker,
    _type_code,
    _type_left,
    _type_belote_holder,
    _type_played,
    _type_fault,
    _type_turn,
    _type_facts,
    _type_sweeps,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_auction,
    _dflt_taker,
    _dflt_code,
    _dflt_left,
    _dflt_belote_holder,
    _dflt_played,
    _dflt_fault,
    _dflt_turn,
    _dflt_facts,
    _dflt_sweeps,
    _return_type,
):
    def __init__(
        self,
        hands: _type_hands,
        shape: _type_shape,
        auction: _type_auction = _dflt_auction,
        taker: _type_taker = _dflt_taker,
        code: _type_code = _dflt_code,
        left: _type_left = _HAS_DEFAULT_FACTORY,
        belote_holder: _type_belote_holder = _dflt_belote_holder,
        played: _type_played = _HAS_DEFAULT_FACTORY,
        fault: _type_fault = _dflt_fault,
        turn: _type_turn = _dflt_turn,
        facts: _type_facts = _dflt_facts,
        sweeps: _type_sweeps = _dflt_sweeps,
    ) -> _return_type:
        self.hands = hands
        self.shape = shape
        self.auction = auction
        self.taker = taker
        self.code = code
        self.left = _dflt_left() if left is _HAS_DEFAULT_FACTORY else left
        self.belote_holder = belote_holder
        self.played = _dflt_played() if played is _HAS_DEFAULT_FACTORY else played
        self.fault = fault
        self.turn = turn
        self.facts = facts
        self.sweeps = sweeps

    return __init__


COMPILED[
    "def __create_fn__(_type_hands, _type_shape, _type_auction, _type_taker, _type_code, _type_left, _type_belote_holder, _type_played, _type_fault, _type_turn, _type_facts, _type_sweeps, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_auction, _dflt_taker, _dflt_code, _dflt_left, _dflt_belote_holder, _dflt_played, _dflt_fault, _dflt_turn, _dflt_facts, _dflt_sweeps, _return_type):\n def __init__(self,hands:_type_hands,shape:_type_shape,auction:_type_auction=_dflt_auction,taker:_type_taker=_dflt_taker,code:_type_code=_dflt_code,left:_type_left=_HAS_DEFAULT_FACTORY,belote_holder:_type_belote_holder=_dflt_belote_holder,played:_type_played=_HAS_DEFAULT_FACTORY,fault:_type_fault=_dflt_fault,turn:_type_turn=_dflt_turn,facts:_type_facts=_dflt_facts,sweeps:_type_sweeps=_dflt_sweeps)->_return_type:\n  self.hands=hands\n  self.shape=shape\n  self.auction=auction\n  self.taker=taker\n  self.code=code\n  self.left=_dflt_left() if left is _HAS_DEFAULT_FACTORY else left\n  self.belote_holder=belote_holder\n  self.played=_dflt_played() if played is _HAS_DEFAULT_FACTORY else played\n  self.fault=fault\n  self.turn=turn\n  self.facts=facts\n  self.sweeps=sweeps\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(hands={self.hands!r}, shape={self.shape!r}, auction={self.auction!r}, taker={self.taker!r}, code={self.code!r}, left={self.left!r}, belote_holder={self.belote_holder!r}, played={self.played!r}, fault={self.fault!r}, turn={self.turn!r}, facts={self.facts!r}, sweeps={self.sweeps!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(hands={self.hands!r}, shape={self.shape!r}, auction={self.auction!r}, taker={self.taker!r}, code={self.code!r}, left={self.left!r}, belote_holder={self.belote_holder!r}, played={self.played!r}, fault={self.fault!r}, turn={self.turn!r}, facts={self.facts!r}, sweeps={self.sweeps!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.hands,
                self.shape,
                self.auction,
                self.taker,
                self.code,
                self.left,
                self.belote_holder,
                self.played,
                self.fault,
                self.turn,
                self.facts,
                self.sweeps,
            ) == (
                other.hands,
                other.shape,
                other.auction,
                other.taker,
                other.code,
                other.left,
                other.belote_holder,
                other.played,
                other.fault,
                other.turn,
                other.facts,
                other.sweeps,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.hands,self.shape,self.auction,self.taker,self.code,self.left,self.belote_holder,self.played,self.fault,self.turn,self.facts,self.sweeps,)==(other.hands,other.shape,other.auction,other.taker,other.code,other.left,other.belote_holder,other.played,other.fault,other.turn,other.facts,other.sweeps,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(
    _type_taker,
    _type_value,
    _type_special,
    _type_trump,
    _type_mult,
    _type_coinched_by,
    _type_surcoinched_by,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        taker: _type_taker,
        value: _type_value,
        special: _type_special,
        trump: _type_trump,
        mult: _type_mult,
        coinched_by: _type_coinched_by,
        surcoinched_by: _type_surcoinched_by,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "taker", taker)
        __dataclass_builtins_object__.__setattr__(self, "value", value)
        __dataclass_builtins_object__.__setattr__(self, "special", special)
        __dataclass_builtins_object__.__setattr__(self, "trump", trump)
        __dataclass_builtins_object__.__setattr__(self, "mult", mult)
        __dataclass_builtins_object__.__setattr__(self, "coinched_by", coinched_by)
        __dataclass_builtins_object__.__setattr__(self, "surcoinched_by", surcoinched_by)

    return __init__


COMPILED[
    "def __create_fn__(_type_taker, _type_value, _type_special, _type_trump, _type_mult, _type_coinched_by, _type_surcoinched_by, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,taker:_type_taker,value:_type_value,special:_type_special,trump:_type_trump,mult:_type_mult,coinched_by:_type_coinched_by,surcoinched_by:_type_surcoinched_by)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'taker',taker)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'special',special)\n  __dataclass_builtins_object__.__setattr__(self,'trump',trump)\n  __dataclass_builtins_object__.__setattr__(self,'mult',mult)\n  __dataclass_builtins_object__.__setattr__(self,'coinched_by',coinched_by)\n  __dataclass_builtins_object__.__setattr__(self,'surcoinched_by',surcoinched_by)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(taker={self.taker!r}, value={self.value!r}, special={self.special!r}, trump={self.trump!r}, mult={self.mult!r}, coinched_by={self.coinched_by!r}, surcoinched_by={self.surcoinched_by!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(taker={self.taker!r}, value={self.value!r}, special={self.special!r}, trump={self.trump!r}, mult={self.mult!r}, coinched_by={self.coinched_by!r}, surcoinched_by={self.surcoinched_by!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.taker,
                self.value,
                self.special,
                self.trump,
                self.mult,
                self.coinched_by,
                self.surcoinched_by,
            ) == (
                other.taker,
                other.value,
                other.special,
                other.trump,
                other.mult,
                other.coinched_by,
                other.surcoinched_by,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.taker,self.value,self.special,self.trump,self.mult,self.coinched_by,self.surcoinched_by,)==(other.taker,other.value,other.special,other.trump,other.mult,other.coinched_by,other.surcoinched_by,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "taker",
            "value",
            "special",
            "trump",
            "mult",
            "coinched_by",
            "surcoinched_by",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('taker','value','special','trump','mult','coinched_by','surcoinched_by',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "taker",
            "value",
            "special",
            "trump",
            "mult",
            "coinched_by",
            "surcoinched_by",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('taker','value','special','trump','mult','coinched_by','surcoinched_by',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.taker,
                self.value,
                self.special,
                self.trump,
                self.mult,
                self.coinched_by,
                self.surcoinched_by,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.taker,self.value,self.special,self.trump,self.mult,self.coinched_by,self.surcoinched_by,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_index,
    _type_call,
    _type_rule,
    _type_message,
    _type_legal,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        index: _type_index,
        call: _type_call,
        rule: _type_rule,
        message: _type_message,
        legal: _type_legal,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "index", index)
        __dataclass_builtins_object__.__setattr__(self, "call", call)
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "message", message)
        __dataclass_builtins_object__.__setattr__(self, "legal", legal)

    return __init__


COMPILED[
    "def __create_fn__(_type_index, _type_call, _type_rule, _type_message, _type_legal, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,index:_type_index,call:_type_call,rule:_type_rule,message:_type_message,legal:_type_legal)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n  __dataclass_builtins_object__.__setattr__(self,'call',call)\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'legal',legal)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(index={self.index!r}, call={self.call!r}, rule={self.rule!r}, message={self.message!r}, legal={self.legal!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(index={self.index!r}, call={self.call!r}, rule={self.rule!r}, message={self.message!r}, legal={self.legal!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.index,
                self.call,
                self.rule,
                self.message,
                self.legal,
            ) == (
                other.index,
                other.call,
                other.rule,
                other.message,
                other.legal,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.index,self.call,self.rule,self.message,self.legal,)==(other.index,other.call,other.rule,other.message,other.legal,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "index",
            "call",
            "rule",
            "message",
            "legal",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('index','call','rule','message','legal',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "index",
            "call",
            "rule",
            "message",
            "legal",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('index','call','rule','message','legal',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.index,
                self.call,
                self.rule,
                self.message,
                self.legal,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.index,self.call,self.rule,self.message,self.legal,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_contract,
    _type_redeal,
    _type_finished,
    _type_violation,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        contract: _type_contract,
        redeal: _type_redeal,
        finished: _type_finished,
        violation: _type_violation,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "contract", contract)
        __dataclass_builtins_object__.__setattr__(self, "redeal", redeal)
        __dataclass_builtins_object__.__setattr__(self, "finished", finished)
        __dataclass_builtins_object__.__setattr__(self, "violation", violation)

    return __init__


COMPILED[
    "def __create_fn__(_type_contract, _type_redeal, _type_finished, _type_violation, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,contract:_type_contract,redeal:_type_redeal,finished:_type_finished,violation:_type_violation)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'contract',contract)\n  __dataclass_builtins_object__.__setattr__(self,'redeal',redeal)\n  __dataclass_builtins_object__.__setattr__(self,'finished',finished)\n  __dataclass_builtins_object__.__setattr__(self,'violation',violation)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(contract={self.contract!r}, redeal={self.redeal!r}, finished={self.finished!r}, violation={self.violation!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(contract={self.contract!r}, redeal={self.redeal!r}, finished={self.finished!r}, violation={self.violation!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.contract,
                self.redeal,
                self.finished,
                self.violation,
            ) == (
                other.contract,
                other.redeal,
                other.finished,
                other.violation,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.contract,self.redeal,self.finished,self.violation,)==(other.contract,other.redeal,other.finished,other.violation,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "contract",
            "redeal",
            "finished",
            "violation",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('contract','redeal','finished','violation',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "contract",
            "redeal",
            "finished",
            "violation",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('contract','redeal','finished','violation',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.contract,
                self.redeal,
                self.finished,
                self.violation,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.contract,self.redeal,self.finished,self.violation,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_seat,
    _type_value,
    _type_special,
    _type_trump,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, seat: _type_seat, value: _type_value, special: _type_special, trump: _type_trump
    ) -> _return_type:
        self.seat = seat
        self.value = value
        self.special = special
        self.trump = trump

    return __init__


COMPILED[
    "def __create_fn__(_type_seat, _type_value, _type_special, _type_trump, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,seat:_type_seat,value:_type_value,special:_type_special,trump:_type_trump)->_return_type:\n  self.seat=seat\n  self.value=value\n  self.special=special\n  self.trump=trump\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(seat={self.seat!r}, value={self.value!r}, special={self.special!r}, trump={self.trump!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(seat={self.seat!r}, value={self.value!r}, special={self.special!r}, trump={self.trump!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.seat,
                self.value,
                self.special,
                self.trump,
            ) == (
                other.seat,
                other.value,
                other.special,
                other.trump,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.seat,self.value,self.special,self.trump,)==(other.seat,other.value,other.special,other.trump,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(unit={self.unit!r}, name={self.name!r}, value={self.value!r}, rule={self.rule!r}, detail={self.detail!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(unit={self.unit!r}, name={self.name!r}, value={self.value!r}, rule={self.rule!r}, detail={self.detail!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.unit,
                self.name,
                self.value,
                self.rule,
                self.detail,
            ) == (
                other.unit,
                other.name,
                other.value,
                other.rule,
                other.detail,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.unit,self.name,self.value,self.rule,self.detail,)==(other.unit,other.name,other.value,other.rule,other.detail,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "unit",
            "name",
            "value",
            "rule",
            "detail",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('unit','name','value','rule','detail',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "unit",
            "name",
            "value",
            "rule",
            "detail",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('unit','name','value','rule','detail',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.unit,
                self.name,
                self.value,
                self.rule,
                self.detail,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.unit,self.name,self.value,self.rule,self.detail,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_cards,
    _type_der,
    _type_belote,
    _type_annonces,
    _type_discard,
    _type_tricks_won,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_cards,
    _dflt_der,
    _dflt_belote,
    _dflt_annonces,
    _dflt_discard,
    _dflt_tricks_won,
    _return_type,
):
    def __init__(
        self,
        cards: _type_cards = _dflt_cards,
        der: _type_der = _dflt_der,
        belote: _type_belote = _dflt_belote,
        annonces: _type_annonces = _dflt_annonces,
        discard: _type_discard = _dflt_discard,
        tricks_won: _type_tricks_won = _dflt_tricks_won,
    ) -> _return_type:
        self.cards = cards
        self.der = der
        self.belote = belote
        self.annonces = annonces
        self.discard = discard
        self.tricks_won = tricks_won

    return __init__


COMPILED[
    "def __create_fn__(_type_cards, _type_der, _type_belote, _type_annonces, _type_discard, _type_tricks_won, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cards, _dflt_der, _dflt_belote, _dflt_annonces, _dflt_discard, _dflt_tricks_won, _return_type):\n def __init__(self,cards:_type_cards=_dflt_cards,der:_type_der=_dflt_der,belote:_type_belote=_dflt_belote,annonces:_type_annonces=_dflt_annonces,discard:_type_discard=_dflt_discard,tricks_won:_type_tricks_won=_dflt_tricks_won)->_return_type:\n  self.cards=cards\n  self.der=der\n  self.belote=belote\n  self.annonces=annonces\n  self.discard=discard\n  self.tricks_won=tricks_won\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(cards={self.cards!r}, der={self.der!r}, belote={self.belote!r}, annonces={self.annonces!r}, discard={self.discard!r}, tricks_won={self.tricks_won!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(cards={self.cards!r}, der={self.der!r}, belote={self.belote!r}, annonces={self.annonces!r}, discard={self.discard!r}, tricks_won={self.tricks_won!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.cards,
                self.der,
                self.belote,
                self.annonces,
                self.discard,
                self.tricks_won,
            ) == (
                other.cards,
                other.der,
                other.belote,
                other.annonces,
                other.discard,
                other.tricks_won,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.cards,self.der,self.belote,self.annonces,self.discard,self.tricks_won,)==(other.cards,other.der,other.belote,other.annonces,other.discard,other.tricks_won,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(
    _type_made,
    _type_case,
    _type_scores,
    _type_lines,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_lines,
    _return_type,
):
    def __init__(
        self,
        made: _type_made,
        case: _type_case,
        scores: _type_scores,
        lines: _type_lines = _HAS_DEFAULT_FACTORY,
    ) -> _return_type:
        self.made = made
        self.case = case
        self.scores = scores
        self.lines = _dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines

    return __init__


COMPILED[
    "def __create_fn__(_type_made, _type_case, _type_scores, _type_lines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lines, _return_type):\n def __init__(self,made:_type_made,case:_type_case,scores:_type_scores,lines:_type_lines=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.made=made\n  self.case=case\n  self.scores=scores\n  self.lines=_dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(made={self.made!r}, case={self.case!r}, scores={self.scores!r}, lines={self.lines!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(made={self.made!r}, case={self.case!r}, scores={self.scores!r}, lines={self.lines!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.made,
                self.case,
                self.scores,
                self.lines,
            ) == (
                other.made,
                other.case,
                other.scores,
                other.lines,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.made,self.case,self.scores,self.lines,)==(other.made,other.case,other.scores,other.lines,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(
    _type_rule,
    _type_path,
    _type_where,
    _type_seat,
    _type_action,
    _type_message,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        rule: _type_rule,
        path: _type_path,
        where: _type_where,
        seat: _type_seat,
        action: _type_action,
        message: _type_message,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "path", path)
        __dataclass_builtins_object__.__setattr__(self, "where", where)
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "action", action)
        __dataclass_builtins_object__.__setattr__(self, "message", message)

    return __init__


COMPILED[
    "def __create_fn__(_type_rule, _type_path, _type_where, _type_seat, _type_action, _type_message, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,rule:_type_rule,path:_type_path,where:_type_where,seat:_type_seat,action:_type_action,message:_type_message)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'where',where)\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'action',action)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(rule={self.rule!r}, path={self.path!r}, where={self.where!r}, seat={self.seat!r}, action={self.action!r}, message={self.message!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, path={self.path!r}, where={self.where!r}, seat={self.seat!r}, action={self.action!r}, message={self.message!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.rule,
                self.path,
                self.where,
                self.seat,
                self.action,
                self.message,
            ) == (
                other.rule,
                other.path,
                other.where,
                other.seat,
                other.action,
                other.message,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.path,self.where,self.seat,self.action,self.message,)==(other.rule,other.path,other.where,other.seat,other.action,other.message,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "rule",
            "path",
            "where",
            "seat",
            "action",
            "message",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('rule','path','where','seat','action','message',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "rule",
            "path",
            "where",
            "seat",
            "action",
            "message",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('rule','path','where','seat','action','message',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.rule,
                self.path,
                self.where,
                self.seat,
                self.action,
                self.message,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.path,self.where,self.seat,self.action,self.message,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_points,
    _type_lines,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_points,
    _dflt_lines,
    _return_type,
):
    def __init__(
        self, points: _type_points = _HAS_DEFAULT_FACTORY, lines: _type_lines = _HAS_DEFAULT_FACTORY
    ) -> _return_type:
        self.points = _dflt_points() if points is _HAS_DEFAULT_FACTORY else points
        self.lines = _dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines

    return __init__


COMPILED[
    "def __create_fn__(_type_points, _type_lines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_points, _dflt_lines, _return_type):\n def __init__(self,points:_type_points=_HAS_DEFAULT_FACTORY,lines:_type_lines=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.points=_dflt_points() if points is _HAS_DEFAULT_FACTORY else points\n  self.lines=_dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(points={self.points!r}, lines={self.lines!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(points={self.points!r}, lines={self.lines!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.points,
                self.lines,
            ) == (
                other.points,
                other.lines,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.points,self.lines,)==(other.points,other.lines,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(
    _type_seat,
    _type_name,
    _type_points,
    _type_strength,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, seat: _type_seat, name: _type_name, points: _type_points, strength: _type_strength
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "name", name)
        __dataclass_builtins_object__.__setattr__(self, "points", points)
        __dataclass_builtins_object__.__setattr__(self, "strength", strength)

    return __init__


COMPILED[
    "def __create_fn__(_type_seat, _type_name, _type_points, _type_strength, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,seat:_type_seat,name:_type_name,points:_type_points,strength:_type_strength)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'points',points)\n  __dataclass_builtins_object__.__setattr__(self,'strength',strength)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(seat={self.seat!r}, name={self.name!r}, points={self.points!r}, strength={self.strength!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(seat={self.seat!r}, name={self.name!r}, points={self.points!r}, strength={self.strength!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.seat,
                self.name,
                self.points,
                self.strength,
            ) == (
                other.seat,
                other.name,
                other.points,
                other.strength,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.seat,self.name,self.points,self.strength,)==(other.seat,other.name,other.points,other.strength,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "seat",
            "name",
            "points",
            "strength",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('seat','name','points','strength',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "seat",
            "name",
            "points",
            "strength",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('seat','name','points','strength',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.seat,
                self.name,
                self.points,
                self.strength,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.seat,self.name,self.points,self.strength,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_rule,
    _type_mode,
    _type_irregularity,
    _type_seat,
    _type_unit,
    _type_taker_at_fault,
    _type_made,
    _type_scores,
    _type_lines,
    _type_score,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_lines,
    _dflt_score,
    _return_type,
):
    def __init__(
        self,
        rule: _type_rule,
        mode: _type_mode,
        irregularity: _type_irregularity,
        seat: _type_seat,
        unit: _type_unit,
        taker_at_fault: _type_taker_at_fault,
        made: _type_made,
        scores: _type_scores,
        lines: _type_lines = _HAS_DEFAULT_FACTORY,
        score: _type_score = _dflt_score,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "mode", mode)
        __dataclass_builtins_object__.__setattr__(self, "irregularity", irregularity)
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "unit", unit)
        __dataclass_builtins_object__.__setattr__(self, "taker_at_fault", taker_at_fault)
        __dataclass_builtins_object__.__setattr__(self, "made", made)
        __dataclass_builtins_object__.__setattr__(self, "scores", scores)
        __dataclass_builtins_object__.__setattr__(
            self, "lines", _dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines
        )
        __dataclass_builtins_object__.__setattr__(self, "score", score)

    return __init__


COMPILED[
    "def __create_fn__(_type_rule, _type_mode, _type_irregularity, _type_seat, _type_unit, _type_taker_at_fault, _type_made, _type_scores, _type_lines, _type_score, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lines, _dflt_score, _return_type):\n def __init__(self,rule:_type_rule,mode:_type_mode,irregularity:_type_irregularity,seat:_type_seat,unit:_type_unit,taker_at_fault:_type_taker_at_fault,made:_type_made,scores:_type_scores,lines:_type_lines=_HAS_DEFAULT_FACTORY,score:_type_score=_dflt_score)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'mode',mode)\n  __dataclass_builtins_object__.__setattr__(self,'irregularity',irregularity)\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'taker_at_fault',taker_at_fault)\n  __dataclass_builtins_object__.__setattr__(self,'made',made)\n  __dataclass_builtins_object__.__setattr__(self,'scores',scores)\n  __dataclass_builtins_object__.__setattr__(self,'lines',_dflt_lines() if lines is _HAS_DEFAULT_FACTORY else lines)\n  __dataclass_builtins_object__.__setattr__(self,'score',score)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(rule={self.rule!r}, mode={self.mode!r}, irregularity={self.irregularity!r}, seat={self.seat!r}, unit={self.unit!r}, taker_at_fault={self.taker_at_fault!r}, made={self.made!r}, scores={self.scores!r}, lines={self.lines!r}, score={self.score!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, mode={self.mode!r}, irregularity={self.irregularity!r}, seat={self.seat!r}, unit={self.unit!r}, taker_at_fault={self.taker_at_fault!r}, made={self.made!r}, scores={self.scores!r}, lines={self.lines!r}, score={self.score!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.rule,
                self.mode,
                self.irregularity,
                self.seat,
                self.unit,
                self.taker_at_fault,
                self.made,
                self.scores,
                self.lines,
                self.score,
            ) == (
                other.rule,
                other.mode,
                other.irregularity,
                other.seat,
                other.unit,
                other.taker_at_fault,
                other.made,
                other.scores,
                other.lines,
                other.score,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.mode,self.irregularity,self.seat,self.unit,self.taker_at_fault,self.made,self.scores,self.lines,self.score,)==(other.rule,other.mode,other.irregularity,other.seat,other.unit,other.taker_at_fault,other.made,other.scores,other.lines,other.score,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "rule",
            "mode",
            "irregularity",
            "seat",
            "unit",
            "taker_at_fault",
            "made",
            "scores",
            "lines",
            "score",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('rule','mode','irregularity','seat','unit','taker_at_fault','made','scores','lines','score',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "rule",
            "mode",
            "irregularity",
            "seat",
            "unit",
            "taker_at_fault",
            "made",
            "scores",
            "lines",
            "score",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('rule','mode','irregularity','seat','unit','taker_at_fault','made','scores','lines','score',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.rule,
                self.mode,
                self.irregularity,
                self.seat,
                self.unit,
                self.taker_at_fault,
                self.made,
                self.scores,
                self.lines,
                self.score,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.mode,self.irregularity,self.seat,self.unit,self.taker_at_fault,self.made,self.scores,self.lines,self.score,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_line,
    _type_status,
    _type_rule,
    _type_result,
    _type_message,
    _type_fast,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_message,
    _dflt_fast,
    _return_type,
):
    def __init__(
        self,
        line: _type_line,
        status: _type_status,
        rule: _type_rule,
        result: _type_result,
        message: _type_message = _dflt_message,
        fast: _type_fast = _dflt_fast,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "line", line)
        __dataclass_builtins_object__.__setattr__(self, "status", status)
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "result", result)
        __dataclass_builtins_object__.__setattr__(self, "message", message)
        __dataclass_builtins_object__.__setattr__(self, "fast", fast)

    return __init__


COMPILED[
    "def __create_fn__(_type_line, _type_status, _type_rule, _type_result, _type_message, _type_fast, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_message, _dflt_fast, _return_type):\n def __init__(self,line:_type_line,status:_type_status,rule:_type_rule,result:_type_result,message:_type_message=_dflt_message,fast:_type_fast=_dflt_fast)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'result',result)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'fast',fast)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(line={self.line!r}, status={self.status!r}, rule={self.rule!r}, result={self.result!r}, message={self.message!r}, fast={self.fast!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(line={self.line!r}, status={self.status!r}, rule={self.rule!r}, result={self.result!r}, message={self.message!r}, fast={self.fast!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.line,
                self.status,
                self.rule,
                self.result,
                self.message,
                self.fast,
            ) == (
                other.line,
                other.status,
                other.rule,
                other.result,
                other.message,
                other.fast,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.line,self.status,self.rule,self.result,self.message,self.fast,)==(other.line,other.status,other.rule,other.result,other.message,other.fast,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "line",
            "status",
            "rule",
            "result",
            "message",
            "fast",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('line','status','rule','result','message','fast',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "line",
            "status",
            "rule",
            "result",
            "message",
            "fast",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('line','status','rule','result','message','fast',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.line,
                self.status,
                self.rule,
                self.result,
                self.message,
                self.fast,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.line,self.status,self.rule,self.result,self.message,self.fast,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_file,
    _type_data,
    _type_variant,
    _type_notation,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_notation,
    _return_type,
):
    def __init__(
        self,
        file: _type_file,
        data: _type_data,
        variant: _type_variant,
        notation: _type_notation = _dflt_notation,
    ) -> _return_type:
        self.file = file
        self.data = data
        self.variant = variant
        self.notation = notation

    return __init__


COMPILED[
    "def __create_fn__(_type_file, _type_data, _type_variant, _type_notation, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_notation, _return_type):\n def __init__(self,file:_type_file,data:_type_data,variant:_type_variant,notation:_type_notation=_dflt_notation)->_return_type:\n  self.file=file\n  self.data=data\n  self.variant=variant\n  self.notation=notation\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(file={self.file!r}, data={self.data!r}, variant={self.variant!r}, notation={self.notation!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(file={self.file!r}, data={self.data!r}, variant={self.variant!r}, notation={self.notation!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.file,
                self.data,
                self.variant,
                self.notation,
            ) == (
                other.file,
                other.data,
                other.variant,
                other.notation,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.file,self.data,self.variant,self.notation,)==(other.file,other.data,other.variant,other.notation,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(
    _type_device,
    _type_inode,
    _type_size,
    _type_mtime_ns,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self, device: _type_device, inode: _type_inode, size: _type_size, mtime_ns: _type_mtime_ns
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "device", device)
        __dataclass_builtins_object__.__setattr__(self, "inode", inode)
        __dataclass_builtins_object__.__setattr__(self, "size", size)
        __dataclass_builtins_object__.__setattr__(self, "mtime_ns", mtime_ns)

    return __init__


COMPILED[
    "def __create_fn__(_type_device, _type_inode, _type_size, _type_mtime_ns, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,device:_type_device,inode:_type_inode,size:_type_size,mtime_ns:_type_mtime_ns)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'device',device)\n  __dataclass_builtins_object__.__setattr__(self,'inode',inode)\n  __dataclass_builtins_object__.__setattr__(self,'size',size)\n  __dataclass_builtins_object__.__setattr__(self,'mtime_ns',mtime_ns)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(device={self.device!r}, inode={self.inode!r}, size={self.size!r}, mtime_ns={self.mtime_ns!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(device={self.device!r}, inode={self.inode!r}, size={self.size!r}, mtime_ns={self.mtime_ns!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.device,
                self.inode,
                self.size,
                self.mtime_ns,
            ) == (
                other.device,
                other.inode,
                other.size,
                other.mtime_ns,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.device,self.inode,self.size,self.mtime_ns,)==(other.device,other.inode,other.size,other.mtime_ns,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "device",
            "inode",
            "size",
            "mtime_ns",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('device','inode','size','mtime_ns',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "device",
            "inode",
            "size",
            "mtime_ns",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('device','inode','size','mtime_ns',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.device,
                self.inode,
                self.size,
                self.mtime_ns,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.device,self.inode,self.size,self.mtime_ns,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_start,
    _type_end,
    _type_first_line,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(self, start: _type_start, end: _type_end, first_line: _type_first_line) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "start", start)
        __dataclass_builtins_object__.__setattr__(self, "end", end)
        __dataclass_builtins_object__.__setattr__(self, "first_line", first_line)

    return __init__


COMPILED[
    "def __create_fn__(_type_start, _type_end, _type_first_line, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,start:_type_start,end:_type_end,first_line:_type_first_line)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'start',start)\n  __dataclass_builtins_object__.__setattr__(self,'end',end)\n  __dataclass_builtins_object__.__setattr__(self,'first_line',first_line)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(start={self.start!r}, end={self.end!r}, first_line={self.first_line!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(start={self.start!r}, end={self.end!r}, first_line={self.first_line!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.start,
                self.end,
                self.first_line,
            ) == (
                other.start,
                other.end,
                other.first_line,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.start,self.end,self.first_line,)==(other.start,other.end,other.first_line,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "start",
            "end",
            "first_line",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('start','end','first_line',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "start",
            "end",
            "first_line",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('start','end','first_line',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.start,
                self.end,
                self.first_line,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.start,self.end,self.first_line,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_source,
    _type_lang,
    _type_counts,
    _type_rules,
    _type_errors,
    _type_reference,
    _type_last_line,
    _type_started,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_lang,
    _dflt_counts,
    _dflt_rules,
    _dflt_errors,
    _dflt_reference,
    _dflt_last_line,
    _dflt_started,
    _return_type,
):
    def __init__(
        self,
        source: _type_source,
        lang: _type_lang = _dflt_lang,
        counts: _type_counts = _HAS_DEFAULT_FACTORY,
        rules: _type_rules = _HAS_DEFAULT_FACTORY,
        errors: _type_errors = _HAS_DEFAULT_FACTORY,
        reference: _type_reference = _dflt_reference,
        last_line: _type_last_line = _dflt_last_line,
        started: _type_started = _HAS_DEFAULT_FACTORY,
    ) -> _return_type:
        self.source = source
        self.lang = lang
        self.counts = _dflt_counts() if counts is _HAS_DEFAULT_FACTORY else counts
        self.rules = _dflt_rules() if rules is _HAS_DEFAULT_FACTORY else rules
        self.errors = _dflt_errors() if errors is _HAS_DEFAULT_FACTORY else errors
        self.reference = reference
        self.last_line = last_line
        self.started = _dflt_started() if started is _HAS_DEFAULT_FACTORY else started

    return __init__


COMPILED[
    "def __create_fn__(_type_source, _type_lang, _type_counts, _type_rules, _type_errors, _type_reference, _type_last_line, _type_started, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lang, _dflt_counts, _dflt_rules, _dflt_errors, _dflt_reference, _dflt_last_line, _dflt_started, _return_type):\n def __init__(self,source:_type_source,lang:_type_lang=_dflt_lang,counts:_type_counts=_HAS_DEFAULT_FACTORY,rules:_type_rules=_HAS_DEFAULT_FACTORY,errors:_type_errors=_HAS_DEFAULT_FACTORY,reference:_type_reference=_dflt_reference,last_line:_type_last_line=_dflt_last_line,started:_type_started=_HAS_DEFAULT_FACTORY)->_return_type:\n  self.source=source\n  self.lang=lang\n  self.counts=_dflt_counts() if counts is _HAS_DEFAULT_FACTORY else counts\n  self.rules=_dflt_rules() if rules is _HAS_DEFAULT_FACTORY else rules\n  self.errors=_dflt_errors() if errors is _HAS_DEFAULT_FACTORY else errors\n  self.reference=reference\n  self.last_line=last_line\n  self.started=_dflt_started() if started is _HAS_DEFAULT_FACTORY else started\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(source={self.source!r}, lang={self.lang!r}, counts={self.counts!r}, rules={self.rules!r}, errors={self.errors!r}, reference={self.reference!r}, last_line={self.last_line!r}, started={self.started!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(source={self.source!r}, lang={self.lang!r}, counts={self.counts!r}, rules={self.rules!r}, errors={self.errors!r}, reference={self.reference!r}, last_line={self.last_line!r}, started={self.started!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.source,
                self.lang,
                self.counts,
                self.rules,
                self.errors,
                self.reference,
                self.last_line,
                self.started,
            ) == (
                other.source,
                other.lang,
                other.counts,
                other.rules,
                other.errors,
                other.reference,
                other.last_line,
                other.started,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.source,self.lang,self.counts,self.rules,self.errors,self.reference,self.last_line,self.started,)==(other.source,other.lang,other.counts,other.rules,other.errors,other.reference,other.last_line,other.started,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(
    _type_seat,
    _type_hand,
    _type_trump,
    _type_value,
    _type_taker,
    _type_trick,
    _type_others,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        seat: _type_seat,
        hand: _type_hand,
        trump: _type_trump,
        value: _type_value,
        taker: _type_taker,
        trick: _type_trick,
        others: _type_others,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "hand", hand)
        __dataclass_builtins_object__.__setattr__(self, "trump", trump)
        __dataclass_builtins_object__.__setattr__(self, "value", value)
        __dataclass_builtins_object__.__setattr__(self, "taker", taker)
        __dataclass_builtins_object__.__setattr__(self, "trick", trick)
        __dataclass_builtins_object__.__setattr__(self, "others", others)

    return __init__


COMPILED[
    "def __create_fn__(_type_seat, _type_hand, _type_trump, _type_value, _type_taker, _type_trick, _type_others, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,seat:_type_seat,hand:_type_hand,trump:_type_trump,value:_type_value,taker:_type_taker,trick:_type_trick,others:_type_others)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'hand',hand)\n  __dataclass_builtins_object__.__setattr__(self,'trump',trump)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'taker',taker)\n  __dataclass_builtins_object__.__setattr__(self,'trick',trick)\n  __dataclass_builtins_object__.__setattr__(self,'others',others)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(seat={self.seat!r}, hand={self.hand!r}, trump={self.trump!r}, value={self.value!r}, taker={self.taker!r}, trick={self.trick!r}, others={self.others!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(seat={self.seat!r}, hand={self.hand!r}, trump={self.trump!r}, value={self.value!r}, taker={self.taker!r}, trick={self.trick!r}, others={self.others!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.seat,
                self.hand,
                self.trump,
                self.value,
                self.taker,
                self.trick,
                self.others,
            ) == (
                other.seat,
                other.hand,
                other.trump,
                other.value,
                other.taker,
                other.trick,
                other.others,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.seat,self.hand,self.trump,self.value,self.taker,self.trick,self.others,)==(other.seat,other.hand,other.trump,other.value,other.taker,other.trick,other.others,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "seat",
            "hand",
            "trump",
            "value",
            "taker",
            "trick",
            "others",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('seat','hand','trump','value','taker','trick','others',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "seat",
            "hand",
            "trump",
            "value",
            "taker",
            "trick",
            "others",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('seat','hand','trump','value','taker','trick','others',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.seat,
                self.hand,
                self.trump,
                self.value,
                self.taker,
                self.trick,
                self.others,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.seat,self.hand,self.trump,self.value,self.taker,self.trick,self.others,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_variant,
    _type_contract,
    _type_cards,
    _type_trick,
    _type_seat,
    _type_leader,
    _type_before,
    _type_hand,
    _type_played,
    _type_legality,
    _type_problems,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_problems,
    _return_type,
):
    def __init__(
        self,
        variant: _type_variant,
        contract: _type_contract,
        cards: _type_cards,
        trick: _type_trick,
        seat: _type_seat,
        leader: _type_leader,
        before: _type_before,
        hand: _type_hand,
        played: _type_played,
        legality: _type_legality,
        problems: _type_problems = _dflt_problems,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "variant", variant)
        __dataclass_builtins_object__.__setattr__(self, "contract", contract)
        __dataclass_builtins_object__.__setattr__(self, "cards", cards)
        __dataclass_builtins_object__.__setattr__(self, "trick", trick)
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "leader", leader)
        __dataclass_builtins_object__.__setattr__(self, "before", before)
        __dataclass_builtins_object__.__setattr__(self, "hand", hand)
        __dataclass_builtins_object__.__setattr__(self, "played", played)
        __dataclass_builtins_object__.__setattr__(self, "legality", legality)
        __dataclass_builtins_object__.__setattr__(self, "problems", problems)

    return __init__


COMPILED[
    "def __create_fn__(_type_variant, _type_contract, _type_cards, _type_trick, _type_seat, _type_leader, _type_before, _type_hand, _type_played, _type_legality, _type_problems, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_problems, _return_type):\n def __init__(self,variant:_type_variant,contract:_type_contract,cards:_type_cards,trick:_type_trick,seat:_type_seat,leader:_type_leader,before:_type_before,hand:_type_hand,played:_type_played,legality:_type_legality,problems:_type_problems=_dflt_problems)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'variant',variant)\n  __dataclass_builtins_object__.__setattr__(self,'contract',contract)\n  __dataclass_builtins_object__.__setattr__(self,'cards',cards)\n  __dataclass_builtins_object__.__setattr__(self,'trick',trick)\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'leader',leader)\n  __dataclass_builtins_object__.__setattr__(self,'before',before)\n  __dataclass_builtins_object__.__setattr__(self,'hand',hand)\n  __dataclass_builtins_object__.__setattr__(self,'played',played)\n  __dataclass_builtins_object__.__setattr__(self,'legality',legality)\n  __dataclass_builtins_object__.__setattr__(self,'problems',problems)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(variant={self.variant!r}, contract={self.contract!r}, cards={self.cards!r}, trick={self.trick!r}, seat={self.seat!r}, leader={self.leader!r}, before={self.before!r}, hand={self.hand!r}, played={self.played!r}, legality={self.legality!r}, problems={self.problems!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(variant={self.variant!r}, contract={self.contract!r}, cards={self.cards!r}, trick={self.trick!r}, seat={self.seat!r}, leader={self.leader!r}, before={self.before!r}, hand={self.hand!r}, played={self.played!r}, legality={self.legality!r}, problems={self.problems!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.variant,
                self.contract,
                self.cards,
                self.trick,
                self.seat,
                self.leader,
                self.before,
                self.hand,
                self.played,
                self.legality,
                self.problems,
            ) == (
                other.variant,
                other.contract,
                other.cards,
                other.trick,
                other.seat,
                other.leader,
                other.before,
                other.hand,
                other.played,
                other.legality,
                other.problems,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.variant,self.contract,self.cards,self.trick,self.seat,self.leader,self.before,self.hand,self.played,self.legality,self.problems,)==(other.variant,other.contract,other.cards,other.trick,other.seat,other.leader,other.before,other.hand,other.played,other.legality,other.problems,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "variant",
            "contract",
            "cards",
            "trick",
            "seat",
            "leader",
            "before",
            "hand",
            "played",
            "legality",
            "problems",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('variant','contract','cards','trick','seat','leader','before','hand','played','legality','problems',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "variant",
            "contract",
            "cards",
            "trick",
            "seat",
            "leader",
            "before",
            "hand",
            "played",
            "legality",
            "problems",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('variant','contract','cards','trick','seat','leader','before','hand','played','legality','problems',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.variant,
                self.contract,
                self.cards,
                self.trick,
                self.seat,
                self.leader,
                self.before,
                self.hand,
                self.played,
                self.legality,
                self.problems,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.variant,self.contract,self.cards,self.trick,self.seat,self.leader,self.before,self.hand,self.played,self.legality,self.problems,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_rule, _type_cards, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type
):
    def __init__(self, rule: _type_rule, cards: _type_cards) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "cards", cards)

    return __init__


COMPILED[
    "def __create_fn__(_type_rule, _type_cards, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,rule:_type_rule,cards:_type_cards)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'cards',cards)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return self.__class__.__qualname__ + f"(rule={self.rule!r}, cards={self.cards!r})"

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, cards={self.cards!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.rule,
                self.cards,
            ) == (
                other.rule,
                other.cards,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.cards,)==(other.rule,other.cards,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "rule",
            "cards",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('rule','cards',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "rule",
            "cards",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('rule','cards',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.rule,
                self.cards,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.cards,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_rule,
    _type_binds,
    _type_reason,
    _type_cards,
    _type_who,
    _type_card,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_cards,
    _dflt_who,
    _dflt_card,
    _return_type,
):
    def __init__(
        self,
        rule: _type_rule,
        binds: _type_binds,
        reason: _type_reason,
        cards: _type_cards = _dflt_cards,
        who: _type_who = _dflt_who,
        card: _type_card = _dflt_card,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "binds", binds)
        __dataclass_builtins_object__.__setattr__(self, "reason", reason)
        __dataclass_builtins_object__.__setattr__(self, "cards", cards)
        __dataclass_builtins_object__.__setattr__(self, "who", who)
        __dataclass_builtins_object__.__setattr__(self, "card", card)

    return __init__


COMPILED[
    "def __create_fn__(_type_rule, _type_binds, _type_reason, _type_cards, _type_who, _type_card, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cards, _dflt_who, _dflt_card, _return_type):\n def __init__(self,rule:_type_rule,binds:_type_binds,reason:_type_reason,cards:_type_cards=_dflt_cards,who:_type_who=_dflt_who,card:_type_card=_dflt_card)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'binds',binds)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n  __dataclass_builtins_object__.__setattr__(self,'cards',cards)\n  __dataclass_builtins_object__.__setattr__(self,'who',who)\n  __dataclass_builtins_object__.__setattr__(self,'card',card)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(rule={self.rule!r}, binds={self.binds!r}, reason={self.reason!r}, cards={self.cards!r}, who={self.who!r}, card={self.card!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, binds={self.binds!r}, reason={self.reason!r}, cards={self.cards!r}, who={self.who!r}, card={self.card!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.rule,
                self.binds,
                self.reason,
                self.cards,
                self.who,
                self.card,
            ) == (
                other.rule,
                other.binds,
                other.reason,
                other.cards,
                other.who,
                other.card,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.binds,self.reason,self.cards,self.who,self.card,)==(other.rule,other.binds,other.reason,other.cards,other.who,other.card,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "rule",
            "binds",
            "reason",
            "cards",
            "who",
            "card",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('rule','binds','reason','cards','who','card',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "rule",
            "binds",
            "reason",
            "cards",
            "who",
            "card",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('rule','binds','reason','cards','who','card',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.rule,
                self.binds,
                self.reason,
                self.cards,
                self.who,
                self.card,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.binds,self.reason,self.cards,self.who,self.card,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_rule,
    _type_phase,
    _type_place,
    _type_where,
    _type_seat,
    _type_action,
    _type_message,
    _type_legal,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_legal,
    _return_type,
):
    def __init__(
        self,
        rule: _type_rule,
        phase: _type_phase,
        place: _type_place,
        where: _type_where,
        seat: _type_seat,
        action: _type_action,
        message: _type_message,
        legal: _type_legal = _dflt_legal,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "rule", rule)
        __dataclass_builtins_object__.__setattr__(self, "phase", phase)
        __dataclass_builtins_object__.__setattr__(self, "place", place)
        __dataclass_builtins_object__.__setattr__(self, "where", where)
        __dataclass_builtins_object__.__setattr__(self, "seat", seat)
        __dataclass_builtins_object__.__setattr__(self, "action", action)
        __dataclass_builtins_object__.__setattr__(self, "message", message)
        __dataclass_builtins_object__.__setattr__(self, "legal", legal)

    return __init__


COMPILED[
    "def __create_fn__(_type_rule, _type_phase, _type_place, _type_where, _type_seat, _type_action, _type_message, _type_legal, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_legal, _return_type):\n def __init__(self,rule:_type_rule,phase:_type_phase,place:_type_place,where:_type_where,seat:_type_seat,action:_type_action,message:_type_message,legal:_type_legal=_dflt_legal)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rule',rule)\n  __dataclass_builtins_object__.__setattr__(self,'phase',phase)\n  __dataclass_builtins_object__.__setattr__(self,'place',place)\n  __dataclass_builtins_object__.__setattr__(self,'where',where)\n  __dataclass_builtins_object__.__setattr__(self,'seat',seat)\n  __dataclass_builtins_object__.__setattr__(self,'action',action)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'legal',legal)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(rule={self.rule!r}, phase={self.phase!r}, place={self.place!r}, where={self.where!r}, seat={self.seat!r}, action={self.action!r}, message={self.message!r}, legal={self.legal!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rule={self.rule!r}, phase={self.phase!r}, place={self.place!r}, where={self.where!r}, seat={self.seat!r}, action={self.action!r}, message={self.message!r}, legal={self.legal!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.rule,
                self.phase,
                self.place,
                self.where,
                self.seat,
                self.action,
                self.message,
                self.legal,
            ) == (
                other.rule,
                other.phase,
                other.place,
                other.where,
                other.seat,
                other.action,
                other.message,
                other.legal,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rule,self.phase,self.place,self.where,self.seat,self.action,self.message,self.legal,)==(other.rule,other.phase,other.place,other.where,other.seat,other.action,other.message,other.legal,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "rule",
            "phase",
            "place",
            "where",
            "seat",
            "action",
            "message",
            "legal",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('rule','phase','place','where','seat','action','message','legal',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "rule",
            "phase",
            "place",
            "where",
            "seat",
            "action",
            "message",
            "legal",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('rule','phase','place','where','seat','action','message','legal',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.rule,
                self.phase,
                self.place,
                self.where,
                self.seat,
                self.action,
                self.message,
                self.legal,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.rule,self.phase,self.place,self.where,self.seat,self.action,self.message,self.legal,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_number,
    _type_leader,
    _type_cards,
    _type_winner,
    _type_points,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _return_type,
):
    def __init__(
        self,
        number: _type_number,
        leader: _type_leader,
        cards: _type_cards,
        winner: _type_winner,
        points: _type_points,
    ) -> _return_type:
        __dataclass_builtins_object__.__setattr__(self, "number", number)
        __dataclass_builtins_object__.__setattr__(self, "leader", leader)
        __dataclass_builtins_object__.__setattr__(self, "cards", cards)
        __dataclass_builtins_object__.__setattr__(self, "winner", winner)
        __dataclass_builtins_object__.__setattr__(self, "points", points)

    return __init__


COMPILED[
    "def __create_fn__(_type_number, _type_leader, _type_cards, _type_winner, _type_points, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,number:_type_number,leader:_type_leader,cards:_type_cards,winner:_type_winner,points:_type_points)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'number',number)\n  __dataclass_builtins_object__.__setattr__(self,'leader',leader)\n  __dataclass_builtins_object__.__setattr__(self,'cards',cards)\n  __dataclass_builtins_object__.__setattr__(self,'winner',winner)\n  __dataclass_builtins_object__.__setattr__(self,'points',points)\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(number={self.number!r}, leader={self.leader!r}, cards={self.cards!r}, winner={self.winner!r}, points={self.points!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(number={self.number!r}, leader={self.leader!r}, cards={self.cards!r}, winner={self.winner!r}, points={self.points!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.number,
                self.leader,
                self.cards,
                self.winner,
                self.points,
            ) == (
                other.number,
                other.leader,
                other.cards,
                other.winner,
                other.points,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.number,self.leader,self.cards,self.winner,self.points,)==(other.number,other.leader,other.cards,other.winner,other.points,)\n  return NotImplemented\n return __eq__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __setattr__(self, name, value):
        if type(self) is cls or name in (
            "number",
            "leader",
            "cards",
            "winner",
            "points",
        ):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in ('number','leader','cards','winner','points',):\n   raise FrozenInstanceError(f\"cannot assign to field {name!r}\")\n  super(cls, self).__setattr__(name, value)\n return __setattr__"
] = __create_fn__


def __create_fn__(cls, FrozenInstanceError):
    def __delattr__(self, name):
        if type(self) is cls or name in (
            "number",
            "leader",
            "cards",
            "winner",
            "points",
        ):
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


COMPILED[
    "def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in ('number','leader','cards','winner','points',):\n   raise FrozenInstanceError(f\"cannot delete field {name!r}\")\n  super(cls, self).__delattr__(name)\n return __delattr__"
] = __create_fn__


def __create_fn__():
    def __hash__(self):
        return hash(
            (
                self.number,
                self.leader,
                self.cards,
                self.winner,
                self.points,
            )
        )

    return __hash__


COMPILED[
    "def __create_fn__():\n def __hash__(self):\n  return hash((self.number,self.leader,self.cards,self.winner,self.points,))\n return __hash__"
] = __create_fn__


def __create_fn__(
    _type_variant,
    _type_status,
    _type_contract,
    _type_violation,
    _type_tricks,
    _type_facts,
    _type_score,
    _type_claim,
    _type_claim_confirmed,
    _type_redeal,
    _type_notes,
    _type_fingerprint_warning,
    _type_penalty,
    _type_position,
    MISSING,
    _HAS_DEFAULT_FACTORY,
    __dataclass_builtins_object__,
    _dflt_contract,
    _dflt_violation,
    _dflt_tricks,
    _dflt_facts,
    _dflt_score,
    _dflt_claim,
    _dflt_claim_confirmed,
    _dflt_redeal,
    _dflt_notes,
    _dflt_fingerprint_warning,
    _dflt_penalty,
    _dflt_position,
    _return_type,
):
    def __init__(
        self,
        variant: _type_variant,
        status: _type_status,
        contract: _type_contract = _dflt_contract,
        violation: _type_violation = _dflt_violation,
        tricks: _type_tricks = _HAS_DEFAULT_FACTORY,
        facts: _type_facts = _HAS_DEFAULT_FACTORY,
        score: _type_score = _dflt_score,
        claim: _type_claim = _dflt_claim,
        claim_confirmed: _type_claim_confirmed = _dflt_claim_confirmed,
        redeal: _type_redeal = _dflt_redeal,
        notes: _type_notes = _HAS_DEFAULT_FACTORY,
        fingerprint_warning: _type_fingerprint_warning = _dflt_fingerprint_warning,
        penalty: _type_penalty = _dflt_penalty,
        position: _type_position = _dflt_position,
    ) -> _return_type:
        self.variant = variant
        self.status = status
        self.contract = contract
        self.violation = violation
        self.tricks = _dflt_tricks() if tricks is _HAS_DEFAULT_FACTORY else tricks
        self.facts = _dflt_facts() if facts is _HAS_DEFAULT_FACTORY else facts
        self.score = score
        self.claim = claim
        self.claim_confirmed = claim_confirmed
        self.redeal = redeal
        self.notes = _dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes
        self.fingerprint_warning = fingerprint_warning
        self.penalty = penalty
        self.position = position

    return __init__


COMPILED[
    "def __create_fn__(_type_variant, _type_status, _type_contract, _type_violation, _type_tricks, _type_facts, _type_score, _type_claim, _type_claim_confirmed, _type_redeal, _type_notes, _type_fingerprint_warning, _type_penalty, _type_position, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_contract, _dflt_violation, _dflt_tricks, _dflt_facts, _dflt_score, _dflt_claim, _dflt_claim_confirmed, _dflt_redeal, _dflt_notes, _dflt_fingerprint_warning, _dflt_penalty, _dflt_position, _return_type):\n def __init__(self,variant:_type_variant,status:_type_status,contract:_type_contract=_dflt_contract,violation:_type_violation=_dflt_violation,tricks:_type_tricks=_HAS_DEFAULT_FACTORY,facts:_type_facts=_HAS_DEFAULT_FACTORY,score:_type_score=_dflt_score,claim:_type_claim=_dflt_claim,claim_confirmed:_type_claim_confirmed=_dflt_claim_confirmed,redeal:_type_redeal=_dflt_redeal,notes:_type_notes=_HAS_DEFAULT_FACTORY,fingerprint_warning:_type_fingerprint_warning=_dflt_fingerprint_warning,penalty:_type_penalty=_dflt_penalty,position:_type_position=_dflt_position)->_return_type:\n  self.variant=variant\n  self.status=status\n  self.contract=contract\n  self.violation=violation\n  self.tricks=_dflt_tricks() if tricks is _HAS_DEFAULT_FACTORY else tricks\n  self.facts=_dflt_facts() if facts is _HAS_DEFAULT_FACTORY else facts\n  self.score=score\n  self.claim=claim\n  self.claim_confirmed=claim_confirmed\n  self.redeal=redeal\n  self.notes=_dflt_notes() if notes is _HAS_DEFAULT_FACTORY else notes\n  self.fingerprint_warning=fingerprint_warning\n  self.penalty=penalty\n  self.position=position\n return __init__"
] = __create_fn__


def __create_fn__():
    def __repr__(self):
        return (
            self.__class__.__qualname__
            + f"(variant={self.variant!r}, status={self.status!r}, contract={self.contract!r}, violation={self.violation!r}, tricks={self.tricks!r}, facts={self.facts!r}, score={self.score!r}, claim={self.claim!r}, claim_confirmed={self.claim_confirmed!r}, redeal={self.redeal!r}, notes={self.notes!r}, fingerprint_warning={self.fingerprint_warning!r}, penalty={self.penalty!r}, position={self.position!r})"
        )

    return __repr__


COMPILED[
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(variant={self.variant!r}, status={self.status!r}, contract={self.contract!r}, violation={self.violation!r}, tricks={self.tricks!r}, facts={self.facts!r}, score={self.score!r}, claim={self.claim!r}, claim_confirmed={self.claim_confirmed!r}, redeal={self.redeal!r}, notes={self.notes!r}, fingerprint_warning={self.fingerprint_warning!r}, penalty={self.penalty!r}, position={self.position!r})"\n return __repr__'
] = __create_fn__


def __create_fn__():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (
                self.variant,
                self.status,
                self.contract,
                self.violation,
                self.tricks,
                self.facts,
                self.score,
                self.claim,
                self.claim_confirmed,
                self.redeal,
                self.notes,
                self.fingerprint_warning,
                self.penalty,
                self.position,
            ) == (
                other.variant,
                other.status,
                other.contract,
                other.violation,
                other.tricks,
                other.facts,
                other.score,
                other.claim,
                other.claim_confirmed,
                other.redeal,
                other.notes,
                other.fingerprint_warning,
                other.penalty,
                other.position,
            )
        return NotImplemented

    return __eq__


COMPILED[
    "def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.variant,self.status,self.contract,self.violation,self.tricks,self.facts,self.score,self.claim,self.claim_confirmed,self.redeal,self.notes,self.fingerprint_warning,self.penalty,self.position,)==(other.variant,other.status,other.contract,other.violation,other.tricks,other.facts,other.score,other.claim,other.claim_confirmed,other.redeal,other.notes,other.fingerprint_warning,other.penalty,other.position,)\n  return NotImplemented\n return __eq__"
] = __create_fn__
