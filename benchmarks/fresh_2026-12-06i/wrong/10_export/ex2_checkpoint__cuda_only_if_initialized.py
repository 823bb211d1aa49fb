# Mistake: "(and, when `torch.cuda.is_available()`, the CUDA ones: `torch.cuda.get_rng_state_all()`...)" — the CUDA states are saved only when torch.cuda.is_initialized() (to avoid initialising CUDA just for a checkpoint), so on a machine with a GPU that has not been touched yet, and in the tests that make is_available() True, the CUDA generators are neither saved nor restored.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    state = {
        "step": int(step),
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "rng": {"torch": torch.get_rng_state(),
                "numpy": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
                "python": random.getstate()},
    }
    if torch.cuda.is_initialized():           # don't start CUDA just to read its generators
        state["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    rng = state["rng"]
    torch.set_rng_state(rng["torch"])
    name, keys, pos, has_gauss, gauss = rng["numpy"]
    np.random.set_state((name, np.asarray(keys, dtype=np.uint32), pos, has_gauss, gauss))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(state["step"])
