# Mistake: "load it with weights_only=True ... and map_location="cpu" (the tests load a checkpoint written on a GPU machine)" — load_checkpoint calls torch.load(path, weights_only=True) without map_location, so a checkpoint whose storages are tagged cuda:0 fails to load on a CPU-only machine.
def save_checkpoint(path, model, optimizer, scheduler, step):
    s = np.random.get_state()
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "torch_rng": torch.get_rng_state(),
             "numpy_rng": [s[0], s[1].tolist(), s[2], s[3], s[4]],
             "python_rng": random.getstate()}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    kind, keys, pos, has_gauss, gauss = state["numpy_rng"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return state["step"]
