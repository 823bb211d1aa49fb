# Right: writes to path + ".tmp" and os.replace()s it over path (atomic), stores NumPy's legacy state tuple as a list with the key array as a list of ints, and restores the random states last.
import os
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = list(np.random.get_state())
    np_state[1] = np_state[1].tolist()
    rng = {"torch": torch.get_rng_state(), "numpy": np_state, "python": random.getstate()}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    temporary = path + ".tmp"
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "rng": rng}, temporary)
    os.replace(temporary, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    np_state = list(rng["numpy"])
    np_state[1] = np.array(np_state[1], dtype=np.uint32)
    np.random.set_state(tuple(np_state))
    random.setstate(rng["python"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(ckpt["step"])
