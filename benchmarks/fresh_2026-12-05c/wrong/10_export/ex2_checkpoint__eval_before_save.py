# Mistake: "Saving must change nothing: not the model, not any random generator" — puts the model in eval mode before taking its state_dict "so BatchNorm is frozen" and leaves it there; the training run continues without Dropout
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    model.eval()
    name, keys, pos, has_gauss, cached = np.random.get_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "torch": torch.get_rng_state(),
                "numpy": [name, keys.tolist(), int(pos), int(has_gauss), float(cached)],
                "python": list(random.getstate())}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch"])
    name, keys, pos, has_gauss, cached = ckpt["numpy"]
    np.random.set_state((name, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(tuple(ckpt["python"]))
    return ckpt["step"]
