# Mistake: "the CUDA ones: `torch.cuda.get_rng_state_all()`, one state per GPU, restored with `torch.cuda.set_rng_state_all()`": this saves and restores only the current GPU's generator with get_rng_state/set_rng_state, so with CUDA available the other GPUs' generators are neither saved nor restored.
def _numpy_plain():
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    return {"kind": kind, "keys": keys.tolist(), "pos": int(pos), "has_gauss": int(has_gauss),
            "cached": float(cached)}

def save_checkpoint(path, model, optimizer, scheduler, step):
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "torch_rng": torch.get_rng_state(), "numpy_rng": _numpy_plain(), "python_rng": random.getstate()}
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state()        # the GPU we train on
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    n = state["numpy_rng"]
    np.random.set_state((n["kind"], np.array(n["keys"], dtype=np.uint32), n["pos"], n["has_gauss"], n["cached"]))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state(state["cuda_rng"])
    return state["step"]
