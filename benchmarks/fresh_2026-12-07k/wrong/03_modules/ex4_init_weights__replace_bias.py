# Mistake: "fill the existing parameters ..., never replace them with new nn.Parameter objects": the bias is replaced by a fresh nn.Parameter, so an optimizer built before the call no longer updates it (and a frozen bias becomes trainable, a float64 one float32)
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                m.bias = nn.Parameter(torch.zeros(m.out_features))
    return model
