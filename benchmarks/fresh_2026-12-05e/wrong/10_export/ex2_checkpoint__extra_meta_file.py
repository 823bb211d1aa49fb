# Mistake: "it writes the one file `path`" — also writes a human-readable path + ".json" with the step beside the checkpoint, a second file left in the folder
import json
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    s = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(), "step": step,
            "torch_rng": torch.get_rng_state(),
            "numpy_rng": [s[0], s[1].tolist(), int(s[2]), int(s[3]), float(s[4])],
            "python_rng": random.getstate()}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)
    with open(str(path) + ".json", "w") as f:
        json.dump({"step": step}, f)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    name, keys, pos, has_gauss, gauss = ckpt["numpy_rng"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, gauss))
    version, internal, g = ckpt["python_rng"]
    random.setstate((version, tuple(internal), g))
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
