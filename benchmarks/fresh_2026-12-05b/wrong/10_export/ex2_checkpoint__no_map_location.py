# Mistake: "load it with `weights_only=True` ... and `map_location="cpu"` (the tests load a checkpoint written on a GPU machine)" -- loads without map_location, so a GPU-written checkpoint cannot be loaded on a CPU-only machine.
def save_checkpoint(path, model, optimizer, scheduler, step):
    st = np.random.get_state()
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
             "step": step, "torch_rng": torch.get_rng_state(), "python_rng": random.getstate(),
             "numpy_rng": {"name": st[0], "keys": torch.from_numpy(st[1].astype(np.int64)), "pos": st[2],
                           "has_gauss": st[3], "cached": st[4]}}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    random.setstate(state["python_rng"])
    s = state["numpy_rng"]
    np.random.set_state((s["name"], s["keys"].numpy().astype(np.uint32), s["pos"], s["has_gauss"], s["cached"]))
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return state["step"]
