# Right: model.apply visits every submodule (leaf Linear layers in the same order as modules()), nn.init fills the existing parameters in place without touching requires_grad or modes
def init_weights(model: nn.Module) -> nn.Module:
    def _init(m):
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    model.apply(_init)
    return model
