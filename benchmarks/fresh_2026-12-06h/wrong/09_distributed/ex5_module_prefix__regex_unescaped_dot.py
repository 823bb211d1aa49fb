# Mistake: "`strip_module_prefix(state_dict)` removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged" — the regex "^module." has an unescaped dot, so keys such as `moduleweight` or `module_list.0.weight` lose their first seven characters ("eight", "list.0.weight").
import re

def strip_module_prefix(state_dict):
    return OrderedDict((re.sub("^module.", "", key, count=1), value) for key, value in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if re.match("^module[.]", key) else "module." + key, value)
                       for key, value in state_dict.items())
