# Mistake: "each tensor on the CPU with the dtype and values it was saved with" — casts every floating tensor to float32 ("ready for a plain model"), so float64, float16 and bfloat16 entries come back in another dtype
from collections import OrderedDict

def load_weights_safely(path):
    sd = torch.load(path, map_location="cpu", weights_only=True)
    strip = len(sd) > 0 and all(k.startswith("module.") for k in sd)
    out = OrderedDict()
    for k, v in sd.items():
        out[k[7:] if strip else k] = v.float() if v.is_floating_point() else v
    return out
