# Right: no in-place operation at all: the gate is sigmoid(gate(x)) * scale out of place (the culprit was g *= scale, which overwrote sigmoid's saved output), then relu(x + (proj(x) + 1) * gate) with addcmul; same formula, same shapes.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + 1.0
        g = torch.mul(torch.sigmoid(self.gate(x)), self.scale)
        return torch.relu(torch.addcmul(x, h, g))
