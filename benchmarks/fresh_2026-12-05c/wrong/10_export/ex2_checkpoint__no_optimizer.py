# Mistake: "everything a resume needs: the model, optimizer and scheduler state_dicts" (Pitfalls: forgetting the optimizer) — the optimizer state is neither saved nor restored, so momentum/Adam moments restart from zero after the resume
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    version, internal, gauss = random.getstate()
    payload = {
        "model": model.state_dict(),
        "scheduler": scheduler.state_dict(),
        "step": int(step),
        "rng_torch": torch.get_rng_state(),
        "rng_numpy": [str(name), [int(k) for k in keys], int(pos), int(has_gauss), float(cached)],
        "rng_python": [version, list(internal), gauss],
    }
    if torch.cuda.is_available():
        payload["rng_cuda"] = torch.cuda.get_rng_state_all()
    torch.save(payload, path)


def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    scheduler.load_state_dict(payload["scheduler"])
    torch.set_rng_state(payload["rng_torch"])
    name, keys, pos, has_gauss, cached = payload["rng_numpy"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    version, internal, gauss = payload["rng_python"]
    random.setstate((version, tuple(internal), gauss))
    if "rng_cuda" in payload and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(payload["rng_cuda"])
    return int(payload["step"])
