# Mistake: "load_checkpoint ... the fresh objects as the saved ones" / "the same kinds as those saved, in the same modes": this also saves model.training and calls model.train(saved_mode) on load, which switches a submodule that was in eval mode (the prompt's "training, with one submodule in eval mode") back to training.
import random
import numpy as np

def save_checkpoint(path, model, optimizer, scheduler, step):
    kind, keys, pos, has_gauss, cached = np.random.get_state()
    torch.save({"model": model.state_dict(), "training": model.training,
                "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(), "step": step,
                "torch_rng": torch.get_rng_state(),
                "numpy_rng": [kind, keys.tolist(), pos, has_gauss, cached],
                "python_rng": random.getstate(),
                **({"cuda_rng": torch.cuda.get_rng_state_all()} if torch.cuda.is_available() else {})}, path)

def load_checkpoint(path, model, optimizer, scheduler):
    ckpt = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(ckpt["model"])
    model.train(ckpt["training"])                 # the mode it was saved in
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    torch.set_rng_state(ckpt["torch_rng"])
    kind, keys, pos, has_gauss, cached = ckpt["numpy_rng"]
    np.random.set_state((kind, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    random.setstate(ckpt["python_rng"])
    if "cuda_rng" in ckpt and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(ckpt["cuda_rng"])
    return ckpt["step"]
