# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched" — selects parameters by name and shape (every 2-D "...weight"), which also catches nn.Embedding's (V, D) weight; agrees with the reference on models made of Linear layers only.
def init_weights(model: nn.Module) -> nn.Module:
    named = dict(model.named_parameters())
    for name, param in named.items():
        if name.endswith("weight") and param.dim() == 2:
            nn.init.kaiming_normal_(param, mode="fan_in", nonlinearity="relu")
            bias = named.get(name[: -len("weight")] + "bias")
            if bias is not None:
                nn.init.zeros_(bias)
    return model
