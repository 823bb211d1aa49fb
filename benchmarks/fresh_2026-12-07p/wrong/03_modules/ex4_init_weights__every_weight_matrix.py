# Mistake: "Leave all other layers (embeddings, normalisation, ...) untouched ... with one `kaiming_normal_` call per `nn.Linear` and no other random draws": every module with a 2-D-or-more weight is initialised, so nn.Embedding and nn.Conv1d are overwritten (and their draws shift the Linear layers' values).
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        weight = getattr(m, "weight", None)
        if isinstance(weight, torch.Tensor) and weight.dim() >= 2:
            nn.init.kaiming_normal_(weight, mode="fan_in", nonlinearity="relu")
            bias = getattr(m, "bias", None)
            if bias is not None:
                nn.init.zeros_(bias)
    return model
