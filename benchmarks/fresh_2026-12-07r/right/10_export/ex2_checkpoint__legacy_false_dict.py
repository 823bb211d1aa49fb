# Right: NumPy's state via get_state(legacy=False) (a dict), its key array stored as an int64 tensor; everything grouped under an "rng" sub-dict; restores the optimizer before the model.
import random as _random

def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    rng = {"torch": torch.get_rng_state(),
           "numpy": {"bit_generator": np_state["bit_generator"],
                     "key": torch.from_numpy(np_state["state"]["key"].astype(np.int64)),
                     "pos": int(np_state["state"]["pos"]),
                     "has_gauss": int(np_state["has_gauss"]), "gauss": float(np_state["gauss"])},
           "python": list(_random.getstate())}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    torch.save({"state": {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                          "scheduler": scheduler.state_dict()},
                "step": int(step), "rng": rng}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True, map_location="cpu")
    optimizer.load_state_dict(ckpt["state"]["optimizer"])
    model.load_state_dict(ckpt["state"]["model"])
    scheduler.load_state_dict(ckpt["state"]["scheduler"])
    rng = ckpt["rng"]
    n = rng["numpy"]
    np.random.set_state({"bit_generator": n["bit_generator"],
                         "state": {"key": n["key"].numpy().astype(np.uint32), "pos": n["pos"]},
                         "has_gauss": n["has_gauss"], "gauss": n["gauss"]})
    version, internal, gauss = rng["python"]
    _random.setstate((version, tuple(internal), gauss))
    torch.set_rng_state(rng["torch"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(ckpt["step"])
