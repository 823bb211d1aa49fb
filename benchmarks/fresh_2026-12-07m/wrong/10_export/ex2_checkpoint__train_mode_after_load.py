# Mistake: "what `load_checkpoint` loads into ...: the same kinds as those saved, in the same modes" and "after the call, what `load_checkpoint` loads into as the reference leaves it": load_checkpoint ends with model.train() "to resume training", which switches a model built in eval mode (or a submodule kept in eval mode) to training.
import random


def save_checkpoint(path, model, optimizer, scheduler, step):
    state = np.random.get_state()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step,
                "rng": {"torch": torch.get_rng_state(),
                        "numpy": [state[0], state[1].tolist(), state[2], state[3], state[4]],
                        "python": random.getstate(),
                        "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else []}}, path)


def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    rng = ckpt["rng"]
    torch.set_rng_state(rng["torch"])
    kind, keys, pos, has_gauss, cached = rng["numpy"]
    np.random.set_state((kind, np.array(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(rng["python"])
    if rng["cuda"] and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(rng["cuda"])
    model.train()                                   # ready to resume training
    return ckpt["step"]
