# Mistake: "`path`: ... in an existing folder, where nothing is yet, or an older checkpoint or other bytes are (overwrite them)" — opens the file in exclusive-create mode ("xb") so as never to clobber a checkpoint, which raises FileExistsError when an older checkpoint is there
def save_checkpoint(path, model, optimizer, scheduler, step):
    s = np.random.get_state()
    ckpt = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step, "torch_rng": torch.get_rng_state(),
        "numpy_rng": [s[0], s[1].tolist(), s[2], s[3], s[4]], "python_rng": random.getstate(),
    }
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    with open(path, "xb") as f:
        torch.save(ckpt, f)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    kind, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
