# Right: a flat checkpoint whose NumPy key words are stored as an int64 tensor (plain for weights_only) and whose step is an int64 tensor turned back into a Python int; Python's state is split into plain lists and rebuilt as tuples.
import random


def save_checkpoint(path, model, optimizer, scheduler, step):
    np_state = np.random.get_state()
    version, internal, gauss_next = random.getstate()
    ckpt = {
        "model_state": model.state_dict(),
        "optimizer_state": optimizer.state_dict(),
        "scheduler_state": scheduler.state_dict(),
        "step": torch.tensor(step, dtype=torch.int64),
        "torch_rng": torch.get_rng_state(),
        "np_kind": np_state[0],
        "np_keys": torch.from_numpy(np_state[1].astype(np.int64)),
        "np_rest": [int(np_state[2]), int(np_state[3]), float(np_state[4])],
        "py_rng": [version, list(internal), gauss_next],
    }
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, weights_only=True, map_location="cpu")
    model.load_state_dict(ckpt["model_state"])
    optimizer.load_state_dict(ckpt["optimizer_state"])
    scheduler.load_state_dict(ckpt["scheduler_state"])
    torch.set_rng_state(ckpt["torch_rng"])
    pos, has_gauss, cached = ckpt["np_rest"]
    np.random.set_state((ckpt["np_kind"], ckpt["np_keys"].numpy().astype(np.uint32), pos, has_gauss, cached))
    version, internal, gauss_next = ckpt["py_rng"]
    random.setstate((version, tuple(internal), gauss_next))
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return int(ckpt["step"].item())
