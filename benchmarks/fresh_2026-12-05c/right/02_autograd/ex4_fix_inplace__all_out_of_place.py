# Right: the whole formula out of place, one expression per step; nothing is overwritten, x is only read
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale
        return torch.relu(h * g + x)
