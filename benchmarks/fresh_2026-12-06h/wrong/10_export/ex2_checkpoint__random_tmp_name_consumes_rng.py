# Mistake: "Saving must change nothing: not the model, not any random generator." — for an atomic save it names the temporary file with random.randint, which draws from Python's global generator: after save_checkpoint the caller's `random` stream has moved on (the file itself holds the state from before the draw).
import os

def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    state = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step,
        "rng": {"torch": torch.get_rng_state(),
                "numpy": [np_state[0], np_state[1].tolist(), int(np_state[2]), int(np_state[3]), float(np_state[4])],
                "python": random.getstate()},
    }
    if torch.cuda.is_available():
        state["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    tmp = f"{path}.{random.randint(0, 2**31)}.tmp"          # unique, so two jobs never share it
    torch.save(state, tmp)
    os.replace(tmp, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    rng = state["rng"]
    torch.set_rng_state(rng["torch"])
    kind, keys, pos, has_gauss, cached = rng["numpy"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(state["step"])
