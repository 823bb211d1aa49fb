# Mistake: "leave every module's mode (train/eval) as it was" — it switches to eval "so nothing updates during init" and back with model.train(), which puts every submodule (a BatchNorm1d that was in eval mode, or a model that arrived in eval) into training mode.
def init_weights(model: nn.Module) -> nn.Module:
    model.eval()
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    model.train()
    return model
