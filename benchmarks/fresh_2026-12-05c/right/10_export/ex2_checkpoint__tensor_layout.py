# Right: nested layout {"objects": ..., "rng": ...}; NumPy's state taken in its dict form (legacy=False) with the key array stored as an int64 tensor, Python's state as a tensor of its 625 ints plus the gauss value; everything restored after a weights_only, CPU-mapped load
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    py_version, py_internal, py_gauss = random.getstate()
    rng = {
        "torch": torch.get_rng_state(),
        "numpy": {
            "bit_generator": np_state["bit_generator"],
            "key": torch.tensor(np_state["state"]["key"].astype(np.int64)),
            "pos": int(np_state["state"]["pos"]),
            "has_gauss": int(np_state["has_gauss"]),
            "gauss": float(np_state["gauss"]),
        },
        "python": {"version": py_version, "internal": torch.tensor(py_internal, dtype=torch.int64), "gauss": py_gauss},
    }
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    torch.save({"objects": {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                            "scheduler": scheduler.state_dict()},
                "step": step, "rng": rng}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    objs = ckpt["objects"]
    model.load_state_dict(objs["model"])
    optimizer.load_state_dict(objs["optimizer"])
    scheduler.load_state_dict(objs["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    npst = rng["numpy"]
    np.random.set_state({
        "bit_generator": npst["bit_generator"],
        "state": {"key": npst["key"].numpy().astype(np.uint32), "pos": npst["pos"]},
        "has_gauss": npst["has_gauss"],
        "gauss": npst["gauss"],
    })
    py = rng["python"]
    random.setstate((py["version"], tuple(int(v) for v in py["internal"].tolist()), py["gauss"]))
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(ckpt["step"])
