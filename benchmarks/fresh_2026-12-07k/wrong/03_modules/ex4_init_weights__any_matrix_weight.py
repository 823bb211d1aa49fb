# Mistake: "for every nn.Linear ... Leave all other layers (embeddings, normalisation, ...) untouched": every module with a weight of 2 or more dimensions is initialised, so nn.Embedding and nn.Conv1d are re-drawn too (and the random draws of later Linear layers shift)
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        weight = getattr(m, "weight", None)
        if isinstance(weight, torch.Tensor) and weight.dim() >= 2:   # skip norm layers' 1-D weights
            nn.init.kaiming_normal_(weight, mode="fan_in", nonlinearity="relu")
            if getattr(m, "bias", None) is not None:
                nn.init.zeros_(m.bias)
    return model
