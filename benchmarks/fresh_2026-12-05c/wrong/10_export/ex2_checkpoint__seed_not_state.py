# Mistake: "restore ... all random generators" / "every random generator as it was when save_checkpoint was called" — stores torch.initial_seed() and re-seeds with it on load, which rewinds the generator to the start of the run, not to the moment of saving (and NumPy/Python are not restored)
def save_checkpoint(path, model, optimizer, scheduler, step):
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "seed": torch.initial_seed()}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.manual_seed(ckpt["seed"])
    return ckpt["step"]
