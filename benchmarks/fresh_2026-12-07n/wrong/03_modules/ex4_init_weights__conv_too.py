# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched ... no other random draws": the common practitioner pattern `isinstance(m, (nn.Linear, nn.Conv1d))` also re-initialises an nn.Conv1d (allowed in the model) and spends extra draws, so later Linear layers get different values
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, (nn.Linear, nn.Conv1d)):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
