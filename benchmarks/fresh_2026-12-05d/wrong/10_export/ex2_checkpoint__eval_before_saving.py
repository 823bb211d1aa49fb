# Mistake: "Saving must change nothing: not the model, not any random generator" — switches the model to eval mode before taking its state_dict (to "freeze" BatchNorm and Dropout), and leaves it there: the caller's training run continues with Dropout off
def save_checkpoint(path, model, optimizer, scheduler, step):
    model.eval()
    s = np.random.get_state()
    ckpt = {
        "model": model.state_dict(), "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
        "step": step, "torch_rng": torch.get_rng_state(),
        "numpy_rng": [s[0], s[1].tolist(), s[2], s[3], s[4]], "python_rng": random.getstate(),
    }
    if torch.cuda.is_available():
        ckpt["cuda_rng"] = torch.cuda.get_rng_state_all()
    torch.save(ckpt, path)


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
