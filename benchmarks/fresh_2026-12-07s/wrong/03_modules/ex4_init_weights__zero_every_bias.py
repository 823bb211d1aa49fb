# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched": zeroes the bias of every module that has one, so an nn.Conv1d's (and LayerNorm/BatchNorm's) bias is changed too.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
        if getattr(m, "bias", None) is not None:
            nn.init.zeros_(m.bias)
    return model
