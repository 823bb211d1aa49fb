# Mistake: "`load_checkpoint` ... restore everything ... and return `step`" with "`step`: any Python int from 0 to `10**12`" — the step is not stored; load_checkpoint returns the scheduler's last_epoch, which equals the step only when the scheduler was stepped exactly `step` times (as in the visible test), not for a step such as 10**12 or one the caller counts otherwise.
def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    state = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "torch_rng": torch.get_rng_state(),
        "numpy_rng": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
        "python_rng": random.getstate(),
    }
    if torch.cuda.is_available():
        state["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    torch.set_rng_state(state["torch_rng"])
    name, keys, pos, has_gauss, gauss = state["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    random.setstate(state["python_rng"])
    if "cuda_rng" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["cuda_rng"])
    return int(scheduler.last_epoch)          # the scheduler counts the steps already
