# Mistake: "for **every** `nn.Linear` ... Leave all other layers (embeddings, normalisation, ...) untouched" — it picks parameters by name and shape (2-D "*.weight", bias next to it), which also re-initialises nn.Embedding weights (2-D) and zeroes biases of other layers.
def init_weights(model: nn.Module) -> nn.Module:
    for name, p in model.named_parameters():
        if name.endswith("weight") and p.dim() == 2:
            nn.init.kaiming_normal_(p, mode="fan_in", nonlinearity="relu")
        elif name.endswith("bias"):
            nn.init.zeros_(p)
    return model
