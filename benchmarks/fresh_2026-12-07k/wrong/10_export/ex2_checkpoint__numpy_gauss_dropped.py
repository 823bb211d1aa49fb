# Mistake: "after load_checkpoint: ... every random generator as it was when save_checkpoint was called": only NumPy's kind, key and position are stored, not its cached Gaussian (has_gauss, cached_gaussian), so after a run that drew np.random.randn an odd number of times the restored NumPy state differs and the next normal draw changes.
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos = np.random.get_state()[:3]
    state = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
             "scheduler": scheduler.state_dict(), "step": step,
             "rng": {"torch": torch.get_rng_state(), "numpy": [kind, keys.tolist(), int(pos)],
                     "python": random.getstate()}}
    if torch.cuda.is_available():
        state["rng"]["cuda"] = torch.cuda.get_rng_state_all()
    torch.save(state, path)

def load_checkpoint(path, model, optimizer, scheduler):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    rng = state["rng"]
    torch.set_rng_state(rng["torch"])
    kind, keys, pos = rng["numpy"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return state["step"]
