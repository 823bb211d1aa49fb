# Mistake: "for every nn.Linear anywhere inside model ... Leave all other layers (embeddings, normalisation, ...) untouched" — picks the layers by their parameters (every 2-D tensor named "...weight", with its "...bias") instead of by module type, which is the same on an MLP but re-initialises an nn.Embedding's table as well
def init_weights(model: nn.Module) -> nn.Module:
    params = dict(model.named_parameters())
    for name, p in params.items():
        if name.endswith("weight") and p.dim() == 2:
            nn.init.kaiming_normal_(p, mode="fan_in", nonlinearity="relu")
            bias = params.get(name[: -len("weight")] + "bias")
            if bias is not None:
                nn.init.zeros_(bias)
    return model
