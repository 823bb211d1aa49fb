# Mistake: "`step`: any Python int from 0 to `10**12`" / "the step returned as the `int` it was": the step is stored as a float32 tensor (everything as tensors "for weights_only"), which holds integers exactly only up to 2**24, so a step such as 10**12 + 1 or 123456789 comes back as another int.
def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
             "step": torch.tensor(step, dtype=torch.float32),
             "torch_rng": torch.get_rng_state(),
             "numpy_rng": {"kind": kind, "keys": keys.tolist(), "pos": pos, "has_gauss": has_gauss, "cached": cached},
             "python_rng": random.getstate()}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    n = state["numpy_rng"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(state["python_rng"])
    torch.set_rng_state(state["torch_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return int(state["step"].item())
