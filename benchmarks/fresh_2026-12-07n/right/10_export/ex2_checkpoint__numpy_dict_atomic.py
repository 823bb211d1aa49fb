# Right: NumPy's state via get_state(legacy=False) (a dict) with the key array as a list, written to a temporary file in the same folder and os.replace()d over path.
import os

def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state(legacy=False)
    np_plain = {"bit_generator": np_state["bit_generator"], "key": np_state["state"]["key"].tolist(),
                "pos": int(np_state["state"]["pos"]), "has_gauss": int(np_state["has_gauss"]),
                "gauss": float(np_state["gauss"])}
    payload = {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
               "scheduler": scheduler.state_dict(), "step": int(step),
               "rng_torch": torch.get_rng_state(), "rng_numpy": np_plain, "rng_python": random.getstate()}
    if torch.cuda.is_available():
        payload["rng_cuda"] = torch.cuda.get_rng_state_all()
    tmp = path + ".partial"
    torch.save(payload, tmp)
    os.replace(tmp, path)

def load_checkpoint(path, model, optimizer, scheduler):
    payload = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(payload["model"])
    optimizer.load_state_dict(payload["optimizer"])
    scheduler.load_state_dict(payload["scheduler"])
    torch.set_rng_state(payload["rng_torch"])
    n = payload["rng_numpy"]
    np.random.set_state({"bit_generator": n["bit_generator"],
                         "state": {"key": np.array(n["key"], dtype=np.uint32), "pos": n["pos"]},
                         "has_gauss": n["has_gauss"], "gauss": n["gauss"]})
    random.setstate(payload["rng_python"])
    if "rng_cuda" in payload and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(payload["rng_cuda"])
    return int(payload["step"])
