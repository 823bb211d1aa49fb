# Mistake: "keys without the prefix come back unchanged": the pattern "^module." has an unescaped dot, which matches any character, so plain keys such as `module_list.weight` or `modules.0.bias` lose their first seven characters.
import re

def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {re.sub("^module.", "", k): v for k, v in state.items()}
