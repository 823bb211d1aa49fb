# Mistake: "(add the CUDA ones, torch.cuda.get_rng_state_all(), when torch.cuda.is_available(); the tests pretend CUDA is there to check them)" — never saves or restores the CUDA generators
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
        "rng_numpy": [str(name), [int(k) for k in keys], int(pos), int(has_gauss), float(cached)],
        "rng_python": [version, list(internal), gauss],
    }
    torch.save(payload, path)


def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    torch.set_rng_state(payload["rng_torch"])
    name, keys, pos, has_gauss, cached = payload["rng_numpy"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    version, internal, gauss = payload["rng_python"]
    random.setstate((version, tuple(internal), gauss))
    return int(payload["step"])
