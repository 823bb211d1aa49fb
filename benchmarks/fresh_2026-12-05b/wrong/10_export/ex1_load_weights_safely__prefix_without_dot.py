# Mistake: "strip that leading prefix, and only it ...; keys without the prefix come back unchanged" -- tests startswith("module") without the dot and cuts 7 characters, so a plain key such as "modules.0.weight" or "module_list.0.bias" is mangled.
def load_weights_safely(path):
    sd = torch.load(path, map_location=torch.device("cpu"), weights_only=True)
    return {(k[7:] if k.startswith("module") else k): v for k, v in sd.items()}
