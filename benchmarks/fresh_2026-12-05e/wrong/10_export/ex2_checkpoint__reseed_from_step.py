# Mistake: "restore ... all random generators" / "every random generator as it was when `save_checkpoint` was called" — instead of saving the generators' states, load re-seeds every generator with the step; the streams after loading are not those at saving
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    step = ckpt["step"]
    torch.manual_seed(step)
    np.random.seed(step % 2**32)
    random.seed(step)
    return step
