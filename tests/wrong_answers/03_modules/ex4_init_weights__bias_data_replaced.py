# Diagnosis: domain-wrong-result
# Pitfall: the bias replaced by a new default-dtype CPU tensor instead of filled: a float64 model gets a float32 bias (fresh batch q).
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                m.bias.data = torch.zeros(m.out_features)
    return model
