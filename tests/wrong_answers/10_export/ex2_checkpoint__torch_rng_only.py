# Diagnosis: rng-not-restored
# Pitfall: only PyTorch's generator is saved; NumPy's and Python's (used by augmentations) are forgotten.
def save_checkpoint(path, model, optimizer, scheduler, step):
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "rng": {"torch": torch.get_rng_state()}}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["rng"]["torch"])
    return ckpt["step"]
