# Mistake: "The file must load with torch.load(path, weights_only=True), so store NumPy's state as plain values" — stores np.random.get_state() as it is (with its uint32 array), which the safe loader refuses
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    version, internal, gauss = random.getstate()
    payload = {
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": int(step),
        "rng_torch": torch.get_rng_state(),
        "rng_numpy": np.random.get_state(),
        "rng_python": [version, list(internal), gauss],
    }
    if torch.cuda.is_available():
        payload["rng_cuda"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)


def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    torch.set_rng_state(payload["rng_torch"])
    np.random.set_state(payload["rng_numpy"])
    version, internal, gauss = payload["rng_python"]
    random.setstate((version, tuple(internal), gauss))
    if "rng_cuda" in payload and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(payload["rng_cuda"])
    return int(payload["step"])
