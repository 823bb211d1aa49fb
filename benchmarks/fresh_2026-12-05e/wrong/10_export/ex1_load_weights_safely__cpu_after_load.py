# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)" — loads without map_location and moves each tensor with .cpu() afterwards; a file saved on a GPU machine (storages tagged cuda:0) already fails inside torch.load on a CPU-only machine
def load_weights_safely(path):
    sd = torch.load(path, weights_only=True)
    if sd and all(k.startswith("module.") for k in sd):
        sd = {k[len("module."):]: v for k, v in sd.items()}
    return {k: v.cpu() for k, v in sd.items()}
