# Right: reads NumPy's state through get_state(legacy=False) (a dict, stored with the keys as a list) and restores it with set_state(dict); writes the checkpoint to a temporary file in the same folder and os.replace()s it over `path`.
import os
import tempfile


def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    rng = {"torch": torch.get_rng_state(),
           "numpy": {"bit_generator": np_state["bit_generator"],
                     "key": np_state["state"]["key"].tolist(), "pos": int(np_state["state"]["pos"]),
                     "has_gauss": int(np_state["has_gauss"]), "gauss": float(np_state["gauss"])},
           "python": random.getstate()}
    if torch.cuda.is_available():
        rng["cuda"] = torch.cuda.get_rng_state_all()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(), "step": step, "rng": rng}
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)))
    os.close(fd)
    try:
        torch.save(ckpt, tmp)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    n = rng["numpy"]
    np.random.set_state({"bit_generator": n["bit_generator"],
                         "state": {"key": np.array(n["key"], dtype=np.uint32), "pos": n["pos"]},
                         "has_gauss": n["has_gauss"], "gauss": n["gauss"]})
    random.setstate(rng["python"])
    torch.set_rng_state(rng["torch"])
    if "cuda" in rng and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    return int(ckpt["step"])
