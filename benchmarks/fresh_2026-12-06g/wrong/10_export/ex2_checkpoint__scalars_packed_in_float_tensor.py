# Mistake: "the step returned as the `int` it was" with "`step`: any Python int from 0 to `10**12`" — packs the step with NumPy's position and cached Gaussian into one tensor of the default dtype (float32) so that weights_only loads it: the step comes back rounded above 2**24 (10**12 -> 999999995904), and a cached Gaussian loses its low bits, so NumPy's state is not the saved one
def save_checkpoint(path, model, optimizer, scheduler, step):
    name, keys, pos, has_gauss, cached = np.random.get_state()
    ckpt = {"model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
            "scalars": torch.tensor([step, pos, has_gauss, cached]),
            "np_keys": torch.from_numpy(keys.astype(np.int64)),
            "torch_rng": torch.get_rng_state(), "py_rng": random.getstate()}
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    step, pos, has_gauss, cached = ckpt["scalars"].tolist()
    np.random.set_state(("MT19937", ckpt["np_keys"].numpy().astype(np.uint32), int(pos), int(has_gauss), cached))
    torch.set_rng_state(ckpt["torch_rng"])
    random.setstate(ckpt["py_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return int(step)
