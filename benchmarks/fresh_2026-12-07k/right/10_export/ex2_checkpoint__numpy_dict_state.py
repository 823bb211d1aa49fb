# Right: stores NumPy's state in its dict form (get_state(legacy=False)) with the key as a uint32 tensor, and restores it with np.random.set_state(dict); the step is stored as a Python int under its own key.
import random
import numpy as np

def _numpy_state_plain():
    state = np.random.get_state(legacy=False)
    return {"bit_generator": state["bit_generator"],
            "key": torch.from_numpy(state["state"]["key"].astype(np.int64)),
            "pos": int(state["state"]["pos"]), "has_gauss": int(state["has_gauss"]),
            "gauss": float(state["gauss"])}

def save_checkpoint(path, model, optimizer, scheduler, step):
    payload = {"weights": model.state_dict(), "optim": optimizer.state_dict(),
               "sched": scheduler.state_dict(), "step": int(step),
               "torch_rng": torch.get_rng_state(), "numpy_rng": _numpy_state_plain(),
               "python_rng": random.getstate()}
    if torch.cuda.is_available():
        payload["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)

def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["weights"])
    optimizer.load_state_dict(payload["optim"])
    scheduler.load_state_dict(payload["sched"])
    n = payload["numpy_rng"]
    np.random.set_state({"bit_generator": n["bit_generator"],
                         "state": {"key": n["key"].numpy().astype(np.uint32), "pos": n["pos"]},
                         "has_gauss": n["has_gauss"], "gauss": n["gauss"]})
    torch.set_rng_state(payload["torch_rng"])
    random.setstate(payload["python_rng"])
    if "cuda_rng" in payload and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(payload["cuda_rng"])
    return payload["step"]
