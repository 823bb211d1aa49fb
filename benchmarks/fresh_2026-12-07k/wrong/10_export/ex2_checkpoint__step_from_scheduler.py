# Mistake: "load_checkpoint ... return step" ("step: any Python int from 0 to 10**12"): this returns the scheduler's last_epoch as the step, which equals step only when the scheduler was stepped exactly once per step from 0 (e.g. save_checkpoint(..., step=10**12) after 3 steps loads back as 3).
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(),
             "rng": {"torch": torch.get_rng_state(), "numpy": (kind, keys.tolist(), pos, has_gauss, cached),
                     "python": random.getstate()}}
    if torch.cuda.is_available():
        state["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)          # the scheduler already counts the steps

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    kind, keys, pos, has_gauss, cached = state["rng"]["numpy"]
    torch.set_rng_state(state["rng"]["torch"])
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(state["rng"]["python"])
    if "cuda" in state["rng"] and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(state["rng"]["cuda"])
    return int(scheduler.last_epoch)
