# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched" — initialises every parameter with two or more dimensions (embeddings, convolutions too), and zeroes every 1-D parameter (norm weights too).
def init_weights(model: nn.Module) -> nn.Module:
    for name, p in model.named_parameters():
        if p.dim() >= 2:
            nn.init.kaiming_normal_(p, mode="fan_in", nonlinearity="relu")
        elif name.endswith("bias") or name.endswith("weight"):
            nn.init.zeros_(p)
    return model
