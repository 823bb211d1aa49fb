# Mistake: "tensors are loaded onto the CPU whatever device they were saved from" / "each tensor on the CPU" - this maps to run.device (the notebook's device), so a caller whose notebook runs on a GPU gets the tensors on the GPU.
def load_weights_safely(path):
    state = torch.load(path, map_location=run.device, weights_only=True)
    return {k[len("module."):] if k.startswith("module.") else k: v for k, v in state.items()}
