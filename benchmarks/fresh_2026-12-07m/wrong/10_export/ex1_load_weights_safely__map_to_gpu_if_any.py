# Mistake: "tensors are loaded onto the CPU whatever device they were saved from (`map_location`)": the file is mapped to the GPU whenever one is available, so on a machine with CUDA the returned tensors are on cuda:0, not on the CPU.
def load_weights_safely(path):
    where = "cuda" if torch.cuda.is_available() else "cpu"
    state = torch.load(path, map_location=where, weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k[len("module."):]: v for k, v in state.items()}
    return state
